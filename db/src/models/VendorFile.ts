import { BaseModel } from './BaseModel';

/** A vendor's document: a link (url), or an uploaded file the file storage keeps under storageKey. */
export class VendorFile extends BaseModel {
  static override tableName = 'vendor_files';

  id!: number;
  vendorId!: number;
  title!: string;
  description!: string | null;
  url!: string | null;
  fileType!: string | null;
  isActive!: boolean;
  storageKey!: string | null;
  fileName!: string | null;
  contentType!: string | null;
  sizeBytes!: string | number | null;
  createdAt!: Date;
  updatedAt!: Date;
}
