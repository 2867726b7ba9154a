import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import { bindModels, createKnex, hashPassword, User } from '@vsp/db';
import type { Knex } from 'knex';
import { loadConfig, type Config } from '../src/config';
import { createServer } from '../src/server';
import { databaseUrl, onServer, TEMPLATE_ENV, TEST_ADMIN_PASSWORD, uniqueDatabaseName } from './database';

export const ADMIN = { username: 'admin', password: TEST_ADMIN_PASSWORD };

export interface TestServer {
  server: Server;
  db: Knex;
  close(): Promise<void>;
}

/** A server on a fresh copy of the migrated template database, dropped again by close(). */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error('The template database is missing: run the tests through Jest');
  const name = uniqueDatabaseName('vsp_test');
  await onServer(`create database "${name}" template "${template}"`);
  const db = createKnex({ databaseUrl: databaseUrl(name), poolMax: 10 });
  bindModels(db);
  const config: Config = { ...loadConfig({ LOG_LEVEL: 'silent' }), ...overrides };
  const server = await createServer({ config, db });
  await server.initialize();
  return {
    server,
    db,
    async close() {
      await server.stop();
      await db.destroy();
      await onServer(`drop database if exists "${name}" with (force)`);
    },
  };
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
  const response = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${username} failed: ${response.statusCode} ${response.payload}`);
  return cookieFrom(response);
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
