import { BaseModel } from './BaseModel';

export class ContentPage extends BaseModel {
  static override tableName = 'content_pages';

  id!: number;
  slug!: string;
  title!: string;
  content!: string | null;
  isActive!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}
