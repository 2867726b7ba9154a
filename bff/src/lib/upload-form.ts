import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import Boom from '@hapi/boom';
import Busboy from '@fastify/busboy';
import { DEFAULT_BODY_MAX_BYTES } from './body-limits';

/** Room for the form fields and multipart framing beside the largest allowed file. */
export const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * Bounds on what a form may hold beside its file: each field no longer than any body the server
 * reads, a handful of them, one file.
 */
const FORM_LIMITS = { fields: 20, fieldSize: DEFAULT_BODY_MAX_BYTES, files: 1, parts: 30, headerPairs: 20 };

/** The request of an upload: its body as it arrives, and its headers (the form's boundary). */
export interface UploadRequest {
  payload: Readable;
  headers: IncomingHttpHeaders;
}

export interface UploadLimits {
  /** The form's field holding the file. */
  fileField: string;
  /** The largest file; the whole request may be larger by FORM_OVERHEAD_BYTES. */
  maxFileBytes: number;
  /** The refusal of a file or request above its limit. */
  tooLarge: () => Error;
}

/**
 * The bytes of a file as they arrive, failing with `tooLarge` as soon as they pass `maxBytes`, and
 * with a 400 when the form breaks off inside the file.
 */
async function* limited(bytes: Readable, maxBytes: number, tooLarge: () => Error): AsyncGenerator<Buffer> {
  let received = 0;
  try {
    for await (const chunk of bytes as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > maxBytes) throw tooLarge();
      yield chunk;
    }
  } catch (error) {
    throw Boom.isBoom(error) ? error : malformed(error);
  }
}

const malformed = (error: unknown) => Boom.badRequest('Invalid multipart payload format', { data: error });

/**
 * A multipart/form-data upload read as it arrives (busboy), so a file goes on to its storage while
 * the client is still sending it and the server never holds it whole. `store` receives the bytes of
 * the file field as they arrive, refused as soon as they pass the limit, and answers once they are
 * stored; the text fields are gathered beside it, in whatever order the form sends them. A form
 * with no file answers no `stored`. Any failure, the file's own included, stops reading the request
 * and is thrown; the request as a whole is bounded too, whatever it declares.
 */
export async function readUploadForm<T>(
  request: UploadRequest,
  limits: UploadLimits,
  store: (bytes: AsyncGenerator<Buffer>, fileName: string) => Promise<T>,
): Promise<{ fields: Record<string, string>; stored?: T }> {
  let form: ReturnType<typeof Busboy>;
  try {
    form = Busboy({ headers: request.headers as IncomingHttpHeaders & { 'content-type': string }, limits: FORM_LIMITS });
  } catch (error) {
    throw malformed(error);
  }
  const fields: Record<string, string> = {};
  let stored: Promise<T> | undefined;
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      request.payload.unpipe(form);
      reject(error);
    };
    let received = 0;
    request.payload.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxFileBytes + FORM_OVERHEAD_BYTES) fail(limits.tooLarge());
    });
    // The client went away mid-request: a broken form, as hapi says of a body it reads itself.
    request.payload.on('error', (error) => fail(Boom.badRequest('Client connection aborted', { data: error })));
    form.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) fail(Boom.badRequest(`"${name}" is too long`));
      fields[name] = value;
    });
    form.on('file', (name, bytes, fileName) => {
      if (name !== limits.fileField) {
        bytes.resume();
        return;
      }
      stored = store(limited(bytes, limits.maxFileBytes, limits.tooLarge), fileName);
      stored.catch(fail);
    });
    form.on('error', (error) => fail(malformed(error)));
    form.on('finish', () => {
      if (!stored) return resolve({ fields });
      stored.then((value) => resolve({ fields, stored: value }), fail);
    });
    request.payload.pipe(form);
  });
}
