/**
 * A stand-in for XMLHttpRequest in the panel's upload tests: it records what was opened, set and
 * sent, and the test decides when bytes go up and what the server answers.
 */
export class FakeXhr {
  static last: FakeXhr | undefined;

  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
  }

  /** Bytes sent so far, as the browser reports them while the body goes up. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Puts the fake in place of XMLHttpRequest until the returned function puts the real one back. */
export function installFakeXhr(): () => void {
  const real = globalThis.XMLHttpRequest;
  FakeXhr.last = undefined;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = real;
  };
}
