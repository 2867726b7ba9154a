import Boom from '@hapi/boom';
import { UPLOAD_TYPE_REFUSED, UPLOAD_TYPES } from '@vsp/contract';
import { fileTypeFromBuffer } from 'file-type';

export interface UploadType {
  contentType: string;
  /** The short kind shown beside the title. */
  label: string;
  /** The ending the stored name carries. */
  extension: string;
  /** Text, which no signature marks: its bytes are checked all through (plainText). */
  text?: boolean;
}

/** Endings of the allowed kinds that hold text, which no signature marks. */
const TEXT_TYPES = UPLOAD_TYPES.filter((type) => type.contentType.startsWith('text/'));

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * What an upload is, by the first bytes of its content and not its name: a file whose signature
 * (file-type) is one of the allowed kinds, or, with no signature, text named .txt or .csv, which
 * `plainText` then checks all through as it is stored. Anything else, HTML and SVG included, is
 * refused (null).
 */
export async function recogniseUpload(head: Buffer, fileName: string): Promise<UploadType | null> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    const allowed = UPLOAD_TYPES.find((type) => type.contentType === detected.mime);
    if (!allowed) return null;
    const named = extensionOf(fileName);
    return { contentType: allowed.contentType, label: allowed.label, extension: (allowed.extensions as readonly string[]).includes(named) ? named : allowed.extensions[0] };
  }
  const text = TEXT_TYPES.find((type) => (type.extensions as readonly string[]).includes(extensionOf(fileName)));
  return text ? { contentType: text.contentType, label: text.label, extension: text.extensions[0], text: true } : null;
}

/**
 * The bytes of a text upload as they pass, refused (415) unless they are text an evaluator's
 * browser would show as it is: valid UTF-8, no NUL bytes, and not markup (a page or an image in XML
 * starts with "<"), since HTML and SVG would run what they hold.
 */
export async function* plainText(bytes: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let begun = false;
  const refused = () => Boom.unsupportedMediaType(UPLOAD_TYPE_REFUSED);
  for await (const chunk of bytes) {
    if (chunk.includes(0)) throw refused();
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw refused();
    }
    if (!begun) {
      // trimStart also drops a byte order mark.
      const start = text.trimStart();
      if (start.startsWith('<')) throw refused();
      begun = start !== '';
    }
    yield chunk;
  }
  try {
    decoder.decode();
  } catch {
    throw refused();
  }
}

/**
 * The name an upload is kept and downloaded under: its last path part only (a name cannot point
 * elsewhere), letters, digits, spaces and . _ - ( ) kept, ending in the extension of what it is.
 */
export function safeFileName(uploaded: string, type: UploadType): string {
  const base = uploaded.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/^[.\s_]+/, '')
    .trim()
    .slice(0, 200);
  return `${stem || 'file'}.${type.extension}`;
}
