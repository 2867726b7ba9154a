import { BaseModel } from './BaseModel';

export class SiteConfig extends BaseModel {
  static override tableName = 'site_config';

  id!: number;
  supportEmail!: string | null;
  siteLogoUrl!: string | null;
  clientName!: string | null;
  siteName!: string | null;
  venueText!: string | null;
  brandColour!: string | null;
  reminderSubject!: string | null;
  reminderBody!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
