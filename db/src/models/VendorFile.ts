import { BaseModel } from './BaseModel';

export class VendorFile extends BaseModel {
  static override tableName = 'vendor_files';

  id!: number;
  vendorId!: number;
  title!: string;
  description!: string | null;
  url!: string;
  fileType!: string | null;
  isActive!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}
