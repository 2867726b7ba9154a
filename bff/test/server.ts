import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import { api, type AnyEndpoint } from '@vsp/contract';
import { bindModels, CHANGES_CHANNEL, createKnex, hashPassword, User } from '@vsp/db';
import type { Knex } from 'knex';
import { loadConfig, type Config } from '../src/config';
import { createServer } from '../src/server';
import { databaseUrl, onServer, TEMPLATE_ENV, TEST_ADMIN_PASSWORD, uniqueDatabaseName } from './database';

export const ADMIN = { username: 'admin', password: TEST_ADMIN_PASSWORD };

export interface TestServer {
  server: Server;
  db: Knex;
  /** The URL of the server's database, for a second process on it. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** A server on a fresh copy of the migrated template database, dropped again by close(). */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error('The template database is missing: run the tests through Jest');
  const name = uniqueDatabaseName('vsp_test');
  await onServer(`create database "${name}" template "${template}"`);
  const url = databaseUrl(name);
  const db = createKnex({ databaseUrl: url, poolMax: 10 });
  bindModels(db);
  // Uploaded files go to a folder of this server's own, removed with its database.
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-test-files-'));
  const defaults = loadConfig({ LOG_LEVEL: 'silent', FILES_DIR: filesDir });
  const config: Config = { ...defaults, ...overrides };
  const server = await createServer({ config, db });
  await server.initialize();
  return {
    server,
    db,
    databaseUrl: url,
    async close() {
      await server.stop();
      await db.destroy();
      await onServer(`drop database if exists "${name}" with (force)`);
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Resolves once the server hears `payload` among its changes: a test that writes to the database
 * directly, not through a route, waits for it before reading what the server keeps. Call it before
 * the write.
 */
export function nextChange(server: Server, payload: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = server.app.changes.subscribe({
      changed: (heard) => {
        if (heard !== payload) return;
        stop();
        resolve();
      },
      reset: () => undefined,
    });
  });
}

/**
 * Resolves once the server has heard every change committed before the call: the database delivers
 * notifications in commit order, so a marker sent now arrives after all of them.
 */
export async function changesHeard(server: Server, db: Knex): Promise<void> {
  const marker = `marker:${Date.now()}:${Math.random()}`;
  const heard = nextChange(server, marker);
  await db.raw('select pg_notify(?, ?)', [CHANGES_CHANNEL, marker]);
  await heard;
}

export interface UserFields {
  username: string;
  password?: string;
  name?: string;
  isAdmin?: boolean;
  email?: string | null;
}

export async function createUser(db: Knex, fields: UserFields): Promise<User> {
  return User.query(db).insert({
    username: fields.username,
    password: await hashPassword(fields.password ?? `${fields.username}-password`),
    name: fields.name ?? `User ${fields.username}`,
    email: fields.email ?? null,
    isAdmin: fields.isAdmin ?? false,
  });
}

/** Signs in and answers the Cookie header that carries the session. */
export async function signIn(server: Server, username: string, password = `${username}-password`): Promise<string> {
  const response = await server.inject({ method: api.auth.login.method, url: api.auth.login.path(), payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${username} failed: ${response.statusCode} ${response.payload}`);
  return cookieFrom(response);
}

/** The Set-Cookie lines of an answer. */
export function setCookies(response: ServerInjectResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** The whole Set-Cookie line of the cookie `name`, attributes included. */
export function cookieNamed(response: ServerInjectResponse, name: string): string | undefined {
  return setCookies(response).find((cookie) => cookie.startsWith(`${name}=`));
}

export function cookieFrom(response: ServerInjectResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const session = cookies.find((c) => c.startsWith('vsp_session='));
  if (!session) throw new Error('No session cookie was set');
  return session.split(';')[0];
}

export function request(server: Server, cookie: string | undefined, options: ServerInjectOptions): Promise<ServerInjectResponse> {
  return server.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
}

export interface Caller {
  (options: ServerInjectOptions): Promise<ServerInjectResponse>;
  cookie: string;
}

/** Injects requests with a signed-in user's session. */
export async function caller(server: Server, username: string, password?: string): Promise<Caller> {
  const cookie = await signIn(server, username, password);
  const call = ((options: ServerInjectOptions) => request(server, cookie, options)) as Caller;
  call.cookie = cookie;
  return call;
}

export function adminCaller(server: Server): Promise<Caller> {
  return caller(server, ADMIN.username, ADMIN.password);
}

export function json<T = unknown>(response: ServerInjectResponse): T {
  return JSON.parse(response.payload) as T;
}

/** The method and URL of a call to one of the contract's endpoints: `admin({ ...to(api.events.update, { id }), payload })`. */
export function to<E extends AnyEndpoint>(endpoint: E, ...args: Parameters<E['path']>): { method: string; url: string } {
  return { method: endpoint.method, url: (endpoint.path as (...values: unknown[]) => string)(...args) };
}
