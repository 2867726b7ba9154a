export interface EventVendorInfo {
  eventId: number;
  vendorId: number;
  info: string;
}

export interface EventVendorInfoPayload {
  /** At most 64 characters; empty clears the line. */
  info: string;
}
