import { BaseModel } from './BaseModel';

export const EVENT_VENDOR_INFO_MAX = 64;

export class EventVendorInfo extends BaseModel {
  static override tableName = 'event_vendor_info';

  id!: number;
  eventId!: number;
  vendorId!: number;
  info!: string;
  createdAt!: Date;
  updatedAt!: Date;
}
