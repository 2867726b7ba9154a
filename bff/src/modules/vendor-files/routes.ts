import type { Readable } from 'node:stream';
import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, Server, ServerRoute } from '@hapi/hapi';
import { api, uploadTooLarge, type VendorFileUpdatePayload } from '@vsp/contract';
import type Joi from 'joi';
import { asCaller } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { DEFAULT_BODY_MAX_BYTES } from '../../lib/body-limits';
import { createFileStorage, StoredFileMissing, type FileStorage } from '../../lib/file-storage';
import { readJsonBody } from '../../lib/json-body';
import { answers, answersNoContent, at, created, domainModule, noContent } from '../../lib/route-table';
import { FORM_OVERHEAD_BYTES } from '../../lib/upload-form';
import { eventIdParams, idParams } from '../../lib/validation';
import { downloadResponse, vendorFileListResponse, vendorFileResponse } from './responses';
import { linkPayload, updatePayload, vendorIdParams } from './schemas';
import {
  createLink,
  createUpload,
  deleteVendorFile,
  listActiveFiles,
  listEventFiles,
  listVendorFiles,
  openDownload,
  receiveUpload,
  updateVendorFile,
  type Reader,
} from './service';

function storageOf(request: Request): FileStorage {
  return request.server.app.fileStorage;
}

function readerOf(request: Request): Reader {
  const { id, isAdmin } = request.auth.credentials.user!;
  return { userId: id, isAdmin };
}

/** Validates with the route's joi rules by hand, for a route whose body is JSON or a form: 400 naming the field. */
function validated<T>(schema: Joi.ObjectSchema<T>, payload: unknown): T {
  const { value, error } = schema.validate(payload, { abortEarly: true });
  if (error) throw Boom.badRequest(error.message);
  return value;
}

/** An attachment name every browser reads: a plain fallback, and the exact name in UTF-8. */
function contentDisposition(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

async function download(request: Request, h: ResponseToolkit) {
  let opened;
  try {
    opened = await openDownload(request.server.app.db, storageOf(request), readerOf(request), request.params.id as number);
  } catch (error) {
    if (error instanceof StoredFileMissing) {
      request.log(['warn', 'files'], { message: error.message });
      throw Boom.notFound('The stored file is missing');
    }
    throw error;
  }
  if ('redirect' in opened) return h.redirect(opened.redirect);
  const { file, stream } = opened;
  return h
    .response(stream)
    .type(file.contentType!.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType!)
    .header('content-disposition', contentDisposition(file.fileName!))
    .header('content-length', String(file.sizeBytes))
    .header('x-content-type-options', 'nosniff');
}

/**
 * A new file of a vendor: JSON for a link, or multipart/form-data (file, title, description) for an
 * upload, the one body of another kind the server reads. The body comes as a stream, so an upload
 * goes to the storage as it arrives (see receiveUpload), and a link's JSON is read here. Its size
 * limit comes from the configuration, so the route is made when the module registers; a body that
 * declares more than the limit is refused before it is read.
 */
function createRoute(maxBytes: number): ServerRoute {
  return {
    ...at(api.vendorFiles.create),
    options: {
      auth: ADMIN_ONLY,
      description: 'Add a link (JSON) or upload a file (multipart/form-data: file, title, description) to a vendor',
      validate: { params: vendorIdParams },
      payload: {
        allow: ['application/json', 'multipart/form-data'],
        output: 'stream',
        parse: false,
        maxBytes: maxBytes + FORM_OVERHEAD_BYTES,
        failAction: (_request, _h, error) => {
          if (Boom.isBoom(error) && error.output.statusCode === 413) throw Boom.entityTooLarge(uploadTooLarge(Math.round(maxBytes / 1024 / 1024)));
          throw error ?? Boom.badRequest('Invalid request payload');
        },
      },
      ...answers(vendorFileResponse, { status: 201, errors: [404, 413, 415] }),
    },
    handler: async (request, h) => {
      const vendorId = request.params.vendorId as number;
      const body = { payload: request.payload as Readable, headers: request.raw.req.headers };
      if (request.mime === 'multipart/form-data') {
        const upload = await receiveUpload(request.server.app.db, storageOf(request), maxBytes, vendorId, body);
        return created(h, await createUpload(storageOf(request), vendorId, upload, (work) => asCaller(request, work)));
      }
      const link = validated(linkPayload, await readJsonBody(body.payload, DEFAULT_BODY_MAX_BYTES));
      return created(h, await asCaller(request, (trx) => createLink(trx, vendorId, link)));
    },
  };
}

const routes: ServerRoute[] = [
  {
    ...at(api.vendorFiles.adminList),
    options: { auth: ADMIN_ONLY, description: "Every file of a vendor, inactive ones included", validate: { params: vendorIdParams }, ...answers(vendorFileListResponse, { errors: [404] }) },
    handler: (request) => listVendorFiles(request.server.app.db, request.params.vendorId as number),
  },
  {
    ...at(api.vendorFiles.update),
    options: {
      auth: ADMIN_ONLY,
      description: "Change a vendor file's title, description, type, state, or a link's address",
      validate: { params: idParams, payload: updatePayload },
      ...answers(vendorFileResponse, { errors: [404] }),
    },
    handler: (request) => asCaller(request, (trx) => updateVendorFile(trx, request.params.id as number, request.payload as VendorFileUpdatePayload)),
  },
  {
    ...at(api.vendorFiles.remove),
    options: { auth: ADMIN_ONLY, description: 'Delete a vendor file, and the stored file of an upload', validate: { params: idParams }, ...answersNoContent([404]) },
    handler: async (request, h) => {
      const storageKey = await asCaller(request, (trx) => deleteVendorFile(trx, request.params.id as number));
      // The bytes go once the deletion is committed: a failed deletion leaves the file downloadable.
      if (storageKey) await storageOf(request).remove(storageKey);
      return noContent(h);
    },
  },
  {
    ...at(api.vendorFiles.list),
    options: {
      description: "Active files of active vendors, for the Reference Material page: an evaluator's only where an event they may open lists them",
      ...answers(vendorFileListResponse),
    },
    handler: (request) => listActiveFiles(request.server.app.db, readerOf(request)),
  },
  {
    ...at(api.vendorFiles.ofEvent),
    options: {
      description: "The vendor files beside an event's scoring grid, without the vendors the evaluator declared a conflict with in the event",
      validate: { params: eventIdParams },
      ...answers(vendorFileListResponse, { errors: [403, 404] }),
    },
    handler: (request) => {
      const { db, config } = request.server.app;
      return listEventFiles(db, config.timeZone, readerOf(request), request.params.eventId as number);
    },
  },
  {
    ...at(api.vendorFiles.download),
    options: {
      description: "An active file of an active vendor that the caller's lists show them: the stored file as an attachment, or a redirect to a link's address; 404 otherwise",
      validate: { params: idParams },
      ...answers(downloadResponse, { errors: [404] }),
    },
    handler: download,
  },
];

/** The storage the files are kept in is the configuration's; it lets go of its connections when the server stops. */
function useFileStorage(server: Server): void {
  const { config } = server.app;
  const storage = createFileStorage(config.files.storage);
  server.app.fileStorage = storage;
  server.route(createRoute(config.files.maxBytes));
  server.ext('onPostStop', () => storage.close());
}

export const vendorFileRoutes = domainModule('vendor-files', routes, useFileStorage);
