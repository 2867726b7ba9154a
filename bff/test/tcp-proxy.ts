import net from 'node:net';

/**
 * A database restart, played by a TCP proxy in front of PostgreSQL: closing it drops every pooled
 * connection the way a restart does, and refuses new ones until it listens again.
 */
export class Proxy {
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
