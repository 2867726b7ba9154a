export interface ContentPage {
  id: number;
  slug: string;
  title: string;
  content: string | null;
  isActive: boolean;
}

export interface ContentPagePayload {
  title: string;
  content?: string | null;
  isActive?: boolean;
}
