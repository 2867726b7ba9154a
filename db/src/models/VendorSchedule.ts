import { BaseModel } from './BaseModel';

/** When and where a vendor presents at an event. */
export class VendorSchedule extends BaseModel {
  static override tableName = 'vendor_schedules';

  id!: number;
  vendorId!: number;
  eventId!: number;
  scheduledDate!: Date;
  location!: string | null;
  notes!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
