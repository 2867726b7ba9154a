/** When and where a vendor presents at an event: the agenda evaluators follow and the grid's column footer. */
export interface VendorSchedule {
  id: number;
  eventId: number;
  vendorId: number;
  vendorName: string;
  company: string | null;
  /** ISO 8601 date-time of the presentation. */
  scheduledDate: string;
  location: string | null;
  notes: string | null;
}

export interface SchedulePayload {
  vendorId: number;
  /** ISO 8601 date-time, with its offset or Z. */
  scheduledDate: string;
  location?: string | null;
  notes?: string | null;
}
