/**
 * @jest-environment node
 */
// Node's own fetch and response streams against a real HTTP server: jsdom has neither.
/// <reference types="node" />
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_SENTENCES, errorSentence } from './error-sentence';
import { downloadFile, fileNameFromContentDisposition, type DownloadProgress } from './download';
import { onSessionExpired } from './session-events';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="users-2026-03-05.xlsx"', 'users-2026-03-05.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['ATTACHMENT; FILENAME = "spaced.xlsx" ', 'spaced.xlsx'],
    ['attachment; filename="with \\"quotes\\"; and semicolon.xlsx"', 'with "quotes"; and semicolon.xlsx'],
    [`attachment; filename="fallback.xlsx"; filename*=UTF-8''r%C3%A9sultats%20%E2%82%AC.xlsx`, 'résultats €.xlsx'],
    [`attachment; filename*=utf-8'en'Caf%C3%A9.xlsx; filename="Cafe.xlsx"`, 'Café.xlsx'],
    [`attachment; filename*=iso-8859-1''na%EFve.xlsx`, 'naïve.xlsx'],
    [`attachment; filename*=UTF-8''bad%E2%28.xlsx; filename="good.xlsx"`, 'good.xlsx'],
    [`attachment; filename*=koi8-r''x.xlsx; filename="other.xlsx"`, 'other.xlsx'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
    ['attachment; filename=""', null],
    ['attachment', null],
    ['inline; name="field"', null],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it('drops control characters from the name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a\u0000b\u001f.xlsx"')).toBe('ab.xlsx');
  });

  it('answers null without a header', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition(undefined)).toBeNull();
  });
});

/** A body of 9 MiB and a bit, every byte depending on its place, so a byte out of order shows. */
const LARGE = Buffer.from(Array.from({ length: 9 * 1024 * 1024 + 1234 }, (_, index) => (index * 7 + (index >> 16)) % 256));

describe('downloadFile', () => {
  let server: http.Server;
  let base: string;
  let release: () => void = () => undefined;
  let sendRest: () => void = () => undefined;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/sized') {
        const body = Buffer.from('0123456789'.repeat(10));
        response.writeHead(200, {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-length': body.length,
          'content-disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''r%C3%A9sultats.xlsx`,
        });
        // The rest is sent only once the reader has reported the first part, so it sees the body in two
        // parts however slowly the machine runs (a pause between the writes let a busy one join them).
        response.write(body.subarray(0, 40));
        sendRest = () => response.end(body.subarray(40));
        return;
      }
      if (request.url === '/large') {
        response.writeHead(200, { 'content-type': 'text/csv', 'content-length': LARGE.length });
        // Parts of 64 KiB, as a socket delivers them, over several of the download's batches of parts.
        for (let start = 0; start < LARGE.length; start += 64 * 1024) response.write(LARGE.subarray(start, start + 64 * 1024));
        response.end();
        return;
      }
      if (request.url === '/streamed') {
        response.writeHead(200, { 'content-type': 'text/plain', 'content-disposition': 'attachment; filename="streamed.txt"' });
        response.write('first part ');
        setTimeout(() => response.end('second part'), 20);
        return;
      }
      if (request.url === '/held') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('a start');
        release = () => response.end();
        return;
      }
      if (request.url === '/expired') {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Missing authentication' }));
        return;
      }
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'An internal server error occurred' }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    release();
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  it('reads the body in parts, reports bytes of the declared size, and names the file from filename*', async () => {
    const progress: DownloadProgress[] = [];
    const file = await downloadFile(`${base}/sized`, {
      onProgress: (step) => {
        progress.push(step);
        if (step.received === 40) sendRest();
      },
    });
    expect(file.fileName).toBe('résultats.xlsx');
    expect(file.blob.size).toBe(100);
    expect(file.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await file.blob.text()).toBe('0123456789'.repeat(10));
    expect(progress).toEqual([
      { received: 0, total: 100 },
      { received: 40, total: 100 },
      { received: 100, total: 100 },
    ]);
  });

  it('keeps every byte of a large file in order while it joins the parts to the file as they come', async () => {
    const progress: DownloadProgress[] = [];
    const file = await downloadFile(`${base}/large`, { onProgress: (step) => progress.push(step) });
    expect(file.blob.type).toBe('text/csv');
    expect(Buffer.from(await file.blob.arrayBuffer()).equals(LARGE)).toBe(true);
    expect(progress.at(-1)).toEqual({ received: LARGE.length, total: LARGE.length });
  });

  it('reports bytes without a total for a streamed answer', async () => {
    const progress: DownloadProgress[] = [];
    const file = await downloadFile(`${base}/streamed`, { onProgress: (step) => progress.push(step) });
    expect(file.fileName).toBe('streamed.txt');
    expect(await file.blob.text()).toBe('first part second part');
    expect(progress.every((step) => step.total === null)).toBe(true);
    expect(progress.at(-1)?.received).toBe(22);
  });

  it('ends the session through the session events on a 401, with the session sentence', async () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    const error = await downloadFile(`${base}/expired`).catch((e: unknown) => e);
    stop();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(errorSentence(error)).toBe(ERROR_SENTENCES.sessionExpired);
  });

  it('raises a server failure as an error with its sentence, without ending the session', async () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    const error = await downloadFile(`${base}/broken`).catch((e: unknown) => e);
    stop();
    expect(expired).not.toHaveBeenCalled();
    expect(errorSentence(error)).toBe(ERROR_SENTENCES.serverFailed);
  });

  it('stops when aborted part-way', async () => {
    const controller = new AbortController();
    const download = downloadFile(`${base}/held`, {
      signal: controller.signal,
      onProgress: ({ received }) => {
        if (received > 0) controller.abort();
      },
    });
    await expect(download).rejects.toMatchObject({ name: 'AbortError' });
  });
});
