import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import Boom from '@hapi/boom';
import { UPLOAD_HAS_NO_URL, UPLOAD_TYPE_REFUSED, uploadTooLarge, type VendorFile as VendorFileResponse, type VendorFileLinkPayload, type VendorFileUpdatePayload } from '@vsp/contract';
import { Vendor, VendorFile } from '@vsp/db';
import type { Knex } from 'knex';
import type { FileStorage } from '../../lib/file-storage';
import { currentConflictsSql } from '../declarations/service';
import { evaluatorWithAccess, findAccessibleEvent } from '../permissions/service';
import type { UploadFields } from './schemas';
import { recogniseUpload, safeFileName } from './upload-type';

export function toResponse(file: VendorFile): VendorFileResponse {
  return {
    id: file.id,
    vendorId: file.vendorId,
    title: file.title,
    description: file.description,
    kind: file.storageKey ? 'upload' : 'link',
    url: file.url,
    fileType: file.fileType,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes === null ? null : Number(file.sizeBytes),
    isActive: file.isActive,
    createdAt: file.createdAt.toISOString(),
    updatedAt: file.updatedAt.toISOString(),
  };
}

async function vendorOrNotFound(db: Knex, vendorId: number): Promise<void> {
  if (!(await Vendor.query(db).findById(vendorId))) throw Boom.notFound('Vendor not found');
}

async function fileOrNotFound(db: Knex, id: number): Promise<VendorFile> {
  const file = await VendorFile.query(db).findById(id);
  if (!file) throw Boom.notFound('Vendor file not found');
  return file;
}

/** Every file of a vendor, inactive ones included, in the order they were added. */
export async function listVendorFiles(db: Knex, vendorId: number): Promise<VendorFileResponse[]> {
  await vendorOrNotFound(db, vendorId);
  return (await VendorFile.query(db).where({ vendorId }).orderBy('id')).map(toResponse);
}

export async function createLink(db: Knex, vendorId: number, payload: VendorFileLinkPayload): Promise<VendorFileResponse> {
  await vendorOrNotFound(db, vendorId);
  return toResponse(await VendorFile.query(db).insert({ ...payload, vendorId }).returning('*'));
}

/**
 * Keeps an uploaded file: refused (415) unless its content is one of the allowed kinds, 413 above
 * the size limit. The bytes are stored first under a key of the portal's own, then the row is
 * written; if the row cannot be written the stored bytes are removed again.
 */
export async function createUpload(db: Knex, storage: FileStorage, maxBytes: number, vendorId: number, fields: UploadFields): Promise<VendorFileResponse> {
  await vendorOrNotFound(db, vendorId);
  const bytes = fields.file.payload;
  if (bytes.length > maxBytes) throw Boom.entityTooLarge(uploadTooLarge(Math.round(maxBytes / 1024 / 1024)));
  const type = await recogniseUpload(bytes, fields.file.filename);
  if (!type) throw Boom.unsupportedMediaType(UPLOAD_TYPE_REFUSED);
  const fileName = safeFileName(fields.file.filename, type);
  const storageKey = `vendor-${vendorId}/${randomUUID()}`;
  await storage.put(storageKey, bytes, type.contentType);
  try {
    const file = await VendorFile.query(db).insert({
      vendorId,
      title: fields.title ?? fileName.slice(0, fileName.lastIndexOf('.')),
      description: fields.description,
      fileType: type.label,
      storageKey,
      fileName,
      contentType: type.contentType,
      sizeBytes: bytes.length,
      isActive: true,
    }).returning('*');
    return toResponse(file);
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

export async function updateVendorFile(db: Knex, id: number, payload: VendorFileUpdatePayload): Promise<VendorFileResponse> {
  const file = await fileOrNotFound(db, id);
  if (payload.url !== undefined && file.storageKey) throw Boom.badRequest(UPLOAD_HAS_NO_URL);
  return toResponse(await file.$query(db).patchAndFetch(payload));
}

/** Deletes the row; its stored bytes, if any, are for the caller to remove once the deletion is committed. */
export async function deleteVendorFile(db: Knex, id: number): Promise<string | null> {
  const file = await fileOrNotFound(db, id);
  await file.$query(db).delete();
  return file.storageKey;
}

/** Who reads the files: an administrator reads every active file, an evaluator what their events show them. */
export interface Reader {
  userId: number;
  isAdmin: boolean;
}

/*
 * An evaluator reads a vendor's files where an event's own list shows them: in an active event they
 * may open, unless their current declaration there names the vendor as a conflict. The Reference
 * Material list and the download follow the event lists, so a file is reached in no other way.
 */

/** SQL condition on `vendor_files`: its vendor is not one the evaluator :userId declared a conflict with in the event :eventId. */
const NOT_DECLARED_IN_EVENT = `vendor_files.vendor_id <> all(${currentConflictsSql(':userId', ':eventId')})`;

/** SQL condition on `vendor_files`: some active event the evaluator :userId may open shows them the file's vendor. */
const SHOWN_IN_AN_EVENT = `exists (select 1 from scoring_events e
  where e.is_active and ${evaluatorWithAccess(':userId', 'e.id')}
    and vendor_files.vendor_id <> all(${currentConflictsSql(':userId', 'e.id')}))`;

/** Active files of active vendors, in grid order. */
function activeFiles(db: Knex) {
  return VendorFile.query(db)
    .select('vendor_files.*')
    .join('vendors', 'vendors.id', 'vendor_files.vendorId')
    .where({ 'vendor_files.isActive': true, 'vendors.isActive': true })
    .orderBy(['vendors.order', 'vendors.id', 'vendor_files.id']);
}

/** The active files a reader may read anywhere: those of the vendors one of their event lists shows. */
function readableFiles(db: Knex, reader: Reader) {
  const files = activeFiles(db);
  return reader.isAdmin ? files : files.whereRaw(SHOWN_IN_AN_EVENT, { userId: reader.userId });
}

/** The Reference Material list. */
export async function listActiveFiles(db: Knex, reader: Reader): Promise<VendorFileResponse[]> {
  return (await readableFiles(db, reader)).map(toResponse);
}

/** The files beside an event's grid, for a caller who may open the event (404 or 403 otherwise). */
export async function listEventFiles(db: Knex, timeZone: string, reader: Reader, eventId: number): Promise<VendorFileResponse[]> {
  await findAccessibleEvent(db, timeZone, reader.userId, eventId);
  const files = activeFiles(db);
  if (!reader.isAdmin) files.whereRaw(NOT_DECLARED_IN_EVENT, { userId: reader.userId, eventId });
  return (await files).map(toResponse);
}

export type Download = { redirect: string } | { stream: Readable; file: VendorFile };

/**
 * A file the reader may read (see readableFiles): its stored bytes, or the address of a link. Any
 * other answers 404, as a file that does not exist does, so an id tells nothing of what it holds.
 */
export async function openDownload(db: Knex, storage: FileStorage, reader: Reader, id: number): Promise<Download> {
  const file = await readableFiles(db, reader).findById(id);
  if (!file) throw Boom.notFound('Vendor file not found');
  if (!file.storageKey) return { redirect: file.url! };
  return { stream: await storage.get(file.storageKey), file };
}
