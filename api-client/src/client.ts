/**
 * The browser's client for the BFF. Every request sends the session cookie; every answer outside
 * 2xx raises an ApiError whose message is "{status}: {body text, or status text}". It is a
 * Module Federation singleton, so an error raised by the shell's SWR fetcher is an ApiError in the
 * remotes too, and the shell hears of the calls every screen makes (see session-events).
 */

import type { AnyEndpoint, BodyOf, QueryOf, ResponseOf, RouteParamNames, RouteParams } from '@vsp/contract';
import { noteCallSent, noteRefusal } from './session-events';

function messageOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' && parsed.message) {
      return parsed.message;
    }
  } catch {
    // A body that is not JSON carries no server message.
  }
  return null;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The `message` of the server's JSON error body, when it sent one: what a toast shows. */
  readonly serverMessage: string | null;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = messageOf(body);
  }
}

type HttpMethod = AnyEndpoint['method'];

async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  noteCallSent();
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    noteRefusal(method, path, response.status);
    throw new ApiError(response.status, text, response.statusText);
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** SWR's read: the key's parts joined by slashes form the path. */
export function fetcher<T>(key: string | readonly (string | number)[]): Promise<T> {
  return request<T>('GET', Array.isArray(key) ? key.join('/') : (key as string));
}

type ParamsOption<E extends AnyEndpoint> = [RouteParamNames<E['route']>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<E['route']> };
type BodyOption<E extends AnyEndpoint> = [BodyOf<E>] extends [never] ? { body?: undefined } : { body: BodyOf<E> };
type QueryOption<E extends AnyEndpoint> = [QueryOf<E>] extends [never] ? { query?: undefined } : { query?: QueryOf<E> };

export type CallOptions<E extends AnyEndpoint> = ParamsOption<E> & BodyOption<E> & QueryOption<E>;

/** The options argument may be left out when the endpoint needs neither parameters nor a body. */
type CallArgs<E extends AnyEndpoint> = [RouteParamNames<E['route']>] extends [never]
  ? [BodyOf<E>] extends [never]
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>]
  : [options: CallOptions<E>];

/** The concrete path of an endpoint for the given options: what `callApi` requests and SWR caches. */
export function pathOf<E extends AnyEndpoint>(endpoint: E, options?: { params?: object; query?: object }): string {
  const build = endpoint.path as (...args: unknown[]) => string;
  return endpoint.route.includes('{') ? build(options?.params ?? {}, options?.query) : build(options?.query);
}

/** Calls one endpoint of the contract: its method, its path filled in, and its body as JSON. */
export function callApi<E extends AnyEndpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> {
  return request<ResponseOf<E>>(endpoint.method, pathOf(endpoint, options), options?.body);
}

// Any fetcher that keeps the error rule ("{status}: {body}") is understood, not only this one.
const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status of a failed call, or null for a failure that never got an answer. */
export function httpStatusOf(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  const match = error instanceof Error ? STATUS_PREFIX.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** What the server said went wrong, for a toast; null when it said nothing usable. */
export function serverMessageOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage;
  const match = error instanceof Error ? STATUS_PREFIX.exec(error.message) : null;
  return match ? messageOf(match[2]) : null;
}
