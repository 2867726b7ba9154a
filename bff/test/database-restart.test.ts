import net from 'node:net';
import { api } from '@vsp/contract';
import { bindModels, createKnex } from '@vsp/db';
import type { Knex } from 'knex';
import { loadConfig } from '../src/config';
import { createServer } from '../src/server';
import { databaseUrl, onServer, TEMPLATE_ENV, uniqueDatabaseName } from './database';
import type { Server } from '@hapi/hapi';

/**
 * A database restart, played by a TCP proxy in front of PostgreSQL: closing it drops every pooled
 * connection the way a restart does, and refuses new ones until it listens again.
 */
class Proxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(5432, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

const proxy = new Proxy();
let name: string;
let db: Knex;
let server: Server;

beforeAll(async () => {
  name = uniqueDatabaseName('vsp_test_restart');
  await onServer(`create database "${name}" template "${process.env[TEMPLATE_ENV]}"`);
  await proxy.open();
  const url = new URL(databaseUrl(name));
  url.port = String(proxy.port);
  db = createKnex({ databaseUrl: url.toString(), poolMax: 4 });
  bindModels(db);
  server = await createServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), db });
  await server.initialize();
});

afterAll(async () => {
  await server.stop();
  await db.destroy();
  await proxy.close().catch(() => undefined);
  await onServer(`drop database if exists "${name}" with (force)`);
});

async function statusUntil(expected: number, deadline = Date.now() + 15_000): Promise<number> {
  let status = 0;
  while (Date.now() < deadline) {
    status = (await server.inject(api.site.config.path())).statusCode;
    if (status === expected) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return status;
}

it('answers 503 while the database is away and serves again by itself once it is back', async () => {
  expect((await server.inject(api.site.config.path())).statusCode).toBe(200);

  await proxy.close();
  const during = await server.inject(api.site.config.path());
  expect(during.statusCode).toBe(503);
  expect((await server.inject('/readyz')).statusCode).toBe(503);
  expect((await server.inject('/healthz')).statusCode).toBe(200);

  await proxy.open();
  expect(await statusUntil(200)).toBe(200);
  expect((await server.inject('/readyz')).statusCode).toBe(200);
});
