import { BaseModel } from './BaseModel';

export class EventVendorInfo extends BaseModel {
  static override tableName = 'event_vendor_info';

  id!: number;
  eventId!: number;
  vendorId!: number;
  info!: string;
  createdAt!: Date;
  updatedAt!: Date;
}
