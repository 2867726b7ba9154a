/**
 * The reference a signed-in read is compared with: the same hapi version serving one small JSON
 * answer, nothing else. Run as a child process; it prints its port once listening.
 */
import Hapi from '@hapi/hapi';

async function main(): Promise<void> {
  const server = Hapi.server({ host: '127.0.0.1', port: 0 });
  server.route({ method: 'GET', path: '/bare', handler: () => ({ id: 1, name: 'Reference', status: 'Active' }) });
  await server.start();
  process.stdout.write(`${server.info.port}\n`);
  process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
}

void main();
