/** What a call to a running BFF answered: its status, its parsed JSON body and the cookie it set. */
export interface HttpAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the tests read the fields of each endpoint's answer
  cookie: string | undefined;
}

/** One call to the BFF listening at `base` (a child process the test started), over fetch. */
export async function callBff(base: string, endpoint: { method: string; url: string }, cookie?: string, body?: unknown): Promise<HttpAnswer> {
  const response = await fetch(`${base}${endpoint.url}`, {
    method: endpoint.method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, cookie: response.headers.get('set-cookie')?.split(';')[0] };
}
