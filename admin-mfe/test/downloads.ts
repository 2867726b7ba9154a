/** What the fake server answers a download with. */
export interface FileAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** The body, arriving in these parts. */
  parts?: string[];
  /** Resolving it lets the last part arrive: until then the download stays running. */
  hold?: Promise<void>;
}

export interface SavedFile {
  name: string;
  blob: Blob;
}

const statusTexts: Record<number, string> = { 200: 'OK', 401: 'Unauthorized', 500: 'Internal Server Error', 503: 'Service Unavailable' };

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/**
 * Replaces fetch with a server of files: each request is recorded and answered with a streamed body
 * that honours the request's abort signal. The files the page saves are recorded too (see
 * captureSavedFiles). jsdom has no Response or streams.
 */
export function mockDownloads(answer: (path: string) => FileAnswer) {
  const requests: { path: string; credentials: RequestCredentials | undefined }[] = [];
  const encoder = new TextEncoder();

  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    requests.push({ path, credentials: init?.credentials });
    const { status = 200, headers = {}, parts = [], hold } = answer(path);
    const signal = init?.signal;
    if (signal?.aborted) throw abortError();
    const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(abortError())));
    aborted.catch(() => undefined);
    let next = 0;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: statusTexts[status] ?? '',
      headers: new Headers(headers),
      text: async () => parts.join(''),
      body: {
        getReader: () => ({
          read: async () => {
            if (next === parts.length - 1 && hold) await Promise.race([hold, aborted]);
            if (signal?.aborted) throw abortError();
            if (next >= parts.length) return { done: true, value: undefined };
            return { done: false, value: encoder.encode(parts[next++]) };
          },
        }),
      },
    } as unknown as Response;
  }) as typeof fetch;

  return { requests, saved: captureSavedFiles() };
}

/** Records the files the page saves through a Blob URL and a link's click, by the name the link gives them. */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let count = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:download-${++count}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

/** A Blob's text: jsdom's Blob has no text(). */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}
