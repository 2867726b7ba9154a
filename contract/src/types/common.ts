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
