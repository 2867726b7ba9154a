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
 * It can also stall, as a network path that silently stops carrying anything: every connection,
 * open or new, stays up but nothing passes either way until it resumes.
 */
export class Proxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private readonly links = new Set<[net.Socket, net.Socket]>();
  private stalled = false;
  port = 0;

  constructor(private readonly upstream: URL) {}

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(this.upstream.port || 5432), this.upstream.hostname);
      const link: [net.Socket, net.Socket] = [client, upstream];
      for (const socket of link) {
        this.sockets.add(socket);
        socket.on('close', () => {
          this.sockets.delete(socket);
          this.links.delete(link);
        });
        socket.on('error', () => socket.destroy());
      }
      this.links.add(link);
      if (!this.stalled) carry(link);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Nothing passes any more, on open connections and new ones; what was sent waits, as TCP keeps it. */
  stall(): void {
    this.stalled = true;
    for (const [client, upstream] of this.links) {
      client.unpipe(upstream).pause();
      upstream.unpipe(client).pause();
    }
  }

  /** Everything passes again, what waited first. */
  resume(): void {
    this.stalled = false;
    for (const link of this.links) carry(link);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

/** Bytes flow both ways between the two ends of a link. */
function carry([client, upstream]: [net.Socket, net.Socket]): void {
  client.pipe(upstream).pipe(client);
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
