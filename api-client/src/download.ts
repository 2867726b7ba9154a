/**
 * Files the BFF answers as attachments (the spreadsheet exports), fetched inside the page rather
 * than in a new tab: the page can show how far the download has got, and an ended session or a
 * failure reads as a sentence on the page instead of the server's raw JSON in an empty tab.
 */
import { ApiError } from './client';
import { noteCallSent, noteRefusal } from './session-events';

export interface DownloadProgress {
  /** Bytes of the file received so far. */
  received: number;
  /** The file's size in bytes when the server gave it, else null (a streamed export has none). */
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave the file, or null when it gave none usable. */
  fileName: string | null;
}

export interface DownloadOptions {
  /** Aborting it stops the download; the promise then rejects with the abort's reason. */
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * How many received bytes are held as parts before they join the file. A blob made of blobs refers to
 * their bytes instead of copying them, so a large export is held about once while it downloads; made
 * from every part at the end, it was held twice (the parts and the file) at its largest.
 */
const PARTS_HELD_BYTES = 4 * 1024 * 1024;

// RFC 6266 parameters: a name, then a quoted string (with backslash escapes) or a bare token.
const PARAMETER = /(?:^|;)\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
// RFC 8187 extended value: charset'language'percent-encoded bytes.
const EXTENDED_VALUE = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/;

function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('"') ? trimmed.slice(1, -1).replace(/\\(.)/g, '$1') : trimmed;
}

function decodeExtended(value: string): string | null {
  const match = EXTENDED_VALUE.exec(value.trim());
  if (!match) return null;
  const [, charset, encoded] = match;
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1') return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    // Bytes that are not UTF-8 give no name; the plain filename, if any, is used instead.
  }
  return null;
}

/** A name safe to save under: no folders, no control characters. */
function safeName(name: string | null): string | null {
  if (name === null) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = name.replace(/[\\/]/g, '_').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : null;
}

/**
 * The file name of a Content-Disposition header. `filename*` (RFC 8187, e.g. UTF-8''r%C3%A9sum%C3%A9.xlsx)
 * wins over `filename`, as browsers do, because it carries characters a plain quoted name cannot.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let plain: string | null = null;
  let extended: string | null = null;
  for (const [, rawName, rawValue] of header.matchAll(PARAMETER)) {
    const name = rawName.toLowerCase();
    if (name === 'filename*' && extended === null) extended = decodeExtended(unquote(rawValue));
    if (name === 'filename' && plain === null) plain = unquote(rawValue);
  }
  return safeName(extended) ?? safeName(plain);
}

/** The body's size when the server gave it; a compressed body's length is not the bytes the reader gets. */
function declaredSize(headers: Headers): number | null {
  const length = Number(headers.get('content-length'));
  return headers.get('content-encoding') || !Number.isSafeInteger(length) || length <= 0 ? null : length;
}

/**
 * Downloads one file with the session cookie, reporting the bytes as they arrive. A refusal raises an
 * ApiError like every other call, and a 401 ends the session through the same session events, so the
 * shell's sign-in screen takes over as it does for any call.
 */
export async function downloadFile(path: string, { signal, onProgress }: DownloadOptions = {}): Promise<DownloadedFile> {
  noteCallSent();
  const response = await fetch(path, { method: 'GET', credentials: 'include', signal });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    noteRefusal('GET', path, response.status);
    throw new ApiError(response.status, text, response.statusText);
  }
  const total = declaredSize(response.headers);
  const type = response.headers.get('content-type') ?? '';
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition'));
  const reader = response.body?.getReader();
  if (!reader) {
    // An engine without response streams still saves the file, with no progress on the way.
    const blob = await response.blob();
    onProgress?.({ received: blob.size, total });
    return { blob, fileName };
  }
  let file = new Blob([], { type });
  let parts: BlobPart[] = [];
  let held = 0;
  let received = 0;
  onProgress?.({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    held += value.byteLength;
    received += value.byteLength;
    if (held >= PARTS_HELD_BYTES) {
      file = new Blob([file, ...parts], { type });
      parts = [];
      held = 0;
    }
    onProgress?.({ received, total });
  }
  return { blob: new Blob([file, ...parts], { type }), fileName };
}
