import { BaseModel } from './BaseModel';

export class VendorSchedule extends BaseModel {
  static override tableName = 'vendor_schedules';

  id!: number;
  vendorId!: number;
  eventId!: number;
  scheduledDate!: Date | null;
  location!: string | null;
  notes!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
