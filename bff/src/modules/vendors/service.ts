import type { Vendor as VendorResponse, VendorPayload } from '@vsp/contract';
import { Vendor, VendorFile } from '@vsp/db';
import type { Knex } from 'knex';
import { found, plain, plainRows, removed, returning } from '../../lib/rows';

const COLUMNS = ['id', 'name', 'company', 'logo', 'description', 'order', 'isActive'] as const;

/** Active vendors in grid order. */
export async function listActiveVendors(db: Knex): Promise<VendorResponse[]> {
  return plainRows(await Vendor.query(db).select(COLUMNS).modify(['active', 'inDisplayOrder']));
}

/** Every vendor, inactive ones included, in grid order. */
export async function listVendors(db: Knex): Promise<VendorResponse[]> {
  return plainRows(await Vendor.query(db).select(COLUMNS).modify('inDisplayOrder'));
}

export async function createVendor(db: Knex, payload: VendorPayload): Promise<VendorResponse> {
  return plain(await Vendor.query(db).insert(payload).returning(returning(COLUMNS)));
}

export async function updateVendor(db: Knex, id: number, payload: VendorPayload): Promise<VendorResponse> {
  return found(await Vendor.query(db).patch(payload).findById(id).returning(returning(COLUMNS)), 'Vendor');
}

/** The foreign keys remove the vendor's scores, info lines, files and schedules with it. */
/** Deletes a vendor with everything below it; answers the storage keys of its uploaded files, for the caller to remove once committed. */
export async function deleteVendor(db: Knex, id: number): Promise<string[]> {
  const uploads = await VendorFile.query(db).select('storageKey').where({ vendorId: id }).whereNotNull('storageKey');
  removed(await Vendor.query(db).deleteById(id), 'Vendor');
  return uploads.map((file) => file.storageKey!);
}
