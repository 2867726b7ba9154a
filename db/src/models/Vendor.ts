import { BaseModel } from './BaseModel';
import { VendorFile } from './VendorFile';

export class Vendor extends BaseModel {
  static override tableName = 'vendors';

  id!: number;
  name!: string;
  company!: string | null;
  logo!: string | null;
  description!: string | null;
  order!: number;
  isActive!: boolean;
  createdAt!: Date;
  updatedAt!: Date;

  static override relationMappings = () => ({
    files: {
      relation: BaseModel.HasManyRelation,
      modelClass: VendorFile,
      join: { from: 'vendors.id', to: 'vendor_files.vendor_id' },
    },
  });
}
