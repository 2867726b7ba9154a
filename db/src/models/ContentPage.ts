import { BaseModel } from './BaseModel';

export const CONTENT_SLUGS = ['vendor-files', 'instructions', 'admin-instructions'] as const;
export const ADMIN_INSTRUCTIONS_SLUG = 'admin-instructions';

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
