import net from 'node:net';
import type { Server } from '@hapi/hapi';
import { bindModels, createKnex } from '@vsp/db';
import type { Knex } from 'knex';
import { loadConfig } from '../src/config';
import { createServer } from '../src/server';
import { databaseUrl, onServer, TEMPLATE_ENV, uniqueDatabaseName } from './database';

/**
 * A database restart, played by a TCP proxy in front of the tests' PostgreSQL: closing it drops
 * every pooled connection the way a restart does, and refuses new ones until it listens again.
 */
export class Proxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly upstream: URL) {}

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(this.upstream.port || 5432), this.upstream.hostname);
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

export interface ProxiedServer {
  proxy: Proxy;
  db: Knex;
  server: Server;
  close(): Promise<void>;
}

/** A server on a fresh copy of the template database, reaching PostgreSQL only through a proxy the test can cut. */
export async function startProxiedServer(prefix: string): Promise<ProxiedServer> {
  const name = uniqueDatabaseName(prefix);
  await onServer(`create database "${name}" template "${process.env[TEMPLATE_ENV]}"`);
  const url = new URL(databaseUrl(name));
  const proxy = new Proxy(new URL(url));
  await proxy.open();
  url.port = String(proxy.port);
  const db = createKnex({ databaseUrl: url.toString(), poolMax: 4 });
  bindModels(db);
  const server = await createServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), db });
  await server.initialize();
  return {
    proxy,
    db,
    server,
    async close() {
      await server.stop();
      await db.destroy();
      await proxy.close().catch(() => undefined);
      await onServer(`drop database if exists "${name}" with (force)`);
    },
  };
}
