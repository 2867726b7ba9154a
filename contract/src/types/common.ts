/** The JSON body of every error answer. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

export interface UpdatedCount {
  updated: number;
}

export interface CreatedCount {
  created: number;
}

export interface DeletedCount {
  deleted: number;
}

/** One page of a list that can be filtered and paged, with the count of everything that matches. */
export interface ItemsPage<T> {
  items: T[];
  total: number;
}
