import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import Boom from '@hapi/boom';
import { UPLOAD_FILE_MISSING, UPLOAD_HAS_NO_URL, UPLOAD_TYPE_REFUSED, uploadTooLarge, type VendorFile as VendorFileResponse, type VendorFileLinkPayload, type VendorFileUpdatePayload } from '@vsp/contract';
import { Vendor, VendorFile } from '@vsp/db';
import type { Knex } from 'knex';
import type { FileStorage } from '../../lib/file-storage';
import { readUploadForm, type UploadRequest } from '../../lib/upload-form';
import { currentConflictsSql } from '../declarations/service';
import { evaluatorWithAccess, findAccessibleEvent } from '../permissions/service';
import { uploadFields, type UploadFields } from './schemas';
import { plainText, recogniseUpload, safeFileName, type UploadType } from './upload-type';

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
 * The first bytes of an upload, enough to recognise its kind by its signature: a document that is
 * an archive (OOXML, OpenDocument) names its kind in its first entry.
 */
const SNIFF_BYTES = 64 * 1024;

/** The first `size` bytes of `chunks` (fewer if it ends before), and all of it again, those first. */
async function firstBytes(chunks: AsyncGenerator<Buffer>, size: number): Promise<{ head: Buffer; whole: AsyncGenerator<Buffer> }> {
  const read: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size && !ended) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else {
      read.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(read);
  async function* whole() {
    yield head;
    if (!ended) yield* chunks;
  }
  return { head, whole: whole() };
}

/** An uploaded file kept in the storage, with what its row records. */
export interface StoredUpload {
  storageKey: string;
  type: UploadType;
  fileName: string;
  sizeBytes: number;
}

/**
 * Keeps an uploaded file as it arrives, under a key of the portal's own: refused (415) unless its
 * first bytes show one of the allowed kinds (and text stays plain text to its end); its bytes pass
 * straight on to the storage, so nothing holds the whole file.
 */
async function storeUpload(storage: FileStorage, vendorId: number, chunks: AsyncGenerator<Buffer>, uploadedName: string): Promise<StoredUpload> {
  const { head, whole } = await firstBytes(chunks, SNIFF_BYTES);
  const type = await recogniseUpload(head, uploadedName);
  if (!type) {
    await chunks.return(undefined);
    throw Boom.unsupportedMediaType(UPLOAD_TYPE_REFUSED);
  }
  let sizeBytes = 0;
  async function* counted(bytes: AsyncIterable<Buffer>) {
    for await (const chunk of bytes) {
      sizeBytes += chunk.length;
      yield chunk;
    }
  }
  const storageKey = `vendor-${vendorId}/${randomUUID()}`;
  await storage.put(storageKey, Readable.from(counted(type.text ? plainText(whole) : whole)), type.contentType);
  return { storageKey, type, fileName: safeFileName(uploadedName, type), sizeBytes };
}

/** An upload whose file is stored, with the form's fields. */
export interface ReceivedUpload {
  stored: StoredUpload;
  fields: UploadFields;
}

/**
 * Reads an upload form (multipart/form-data: file, title, description) as it arrives, the file
 * going straight to the storage: 404 for an unknown vendor, 413 as soon as the file passes the size
 * limit, 415 for a kind that is not allowed, 400 for a missing file or a bad field, and in each case
 * nothing is left in the storage.
 */
export async function receiveUpload(db: Knex, storage: FileStorage, maxBytes: number, vendorId: number, request: UploadRequest): Promise<ReceivedUpload> {
  await vendorOrNotFound(db, vendorId);
  const tooLarge = () => Boom.entityTooLarge(uploadTooLarge(Math.round(maxBytes / 1024 / 1024)));
  const form = await readUploadForm(request, { fileField: 'file', maxFileBytes: maxBytes, tooLarge }, (chunks, fileName) =>
    storeUpload(storage, vendorId, chunks, fileName),
  );
  if (!form.stored) throw Boom.badRequest(UPLOAD_FILE_MISSING);
  const { value, error } = uploadFields.validate(form.fields);
  if (error) {
    await storage.remove(form.stored.storageKey);
    throw Boom.badRequest(error.message);
  }
  return { stored: form.stored, fields: value };
}

/**
 * Writes the row of a received upload, through `inTransaction` (the caller's, which names the
 * actor); if it cannot be written, the stored bytes are removed again.
 */
export async function createUpload(
  storage: FileStorage,
  vendorId: number,
  { stored, fields }: ReceivedUpload,
  inTransaction: (work: (trx: Knex.Transaction) => Promise<VendorFile>) => Promise<VendorFile>,
): Promise<VendorFileResponse> {
  try {
    const file = await inTransaction(async (trx) =>
      VendorFile.query(trx).insert({
        vendorId,
        title: fields.title ?? stored.fileName.slice(0, stored.fileName.lastIndexOf('.')),
        description: fields.description,
        fileType: stored.type.label,
        storageKey: stored.storageKey,
        fileName: stored.fileName,
        contentType: stored.type.contentType,
        sizeBytes: stored.sizeBytes,
        isActive: true,
      }).returning('*'),
    );
    return toResponse(file);
  } catch (error) {
    await storage.remove(stored.storageKey);
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
