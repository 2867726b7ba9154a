import type { VendorFile } from '@vsp/contract';

/** Each vendor's documents, in the order the server listed them. */
export function filesByVendor(files: readonly VendorFile[]): Map<number, VendorFile[]> {
  const byVendor = new Map<number, VendorFile[]>();
  for (const file of files) byVendor.set(file.vendorId, [...(byVendor.get(file.vendorId) ?? []), file]);
  return byVendor;
}
