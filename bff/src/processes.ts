import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** A worker that ends sooner than this after it started listening is taken for one that cannot run. */
const STEADY_AFTER_MS = 10_000;

/**
 * The primary of BFF_PROCESSES server processes (node's cluster): each worker is a whole server on
 * the shared port, and the operating system spreads connections over them. Sessions, sign-in
 * throttling and the change notifications live in the database, so any worker answers any request.
 *
 * A worker that stops unexpectedly after running a while is replaced; one that fails while starting
 * (a bad setting, a database that refuses) stops everything with exit code 1, since its replacement
 * would fail the same way. SIGTERM or SIGINT stop every worker, each draining its own requests.
 */
export function superviseProcesses(count: number, logger: Logger): void {
  let stopping = false;
  let exitCode = 0;
  const running = new Set<Worker>();
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    running.add(worker);
    worker.once('listening', () => startedAt.set(worker, Date.now()));
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      const listeningSince = startedAt.get(worker);
      startedAt.delete(worker);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (running.size === 0) process.exit(exitCode);
        return;
      }
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (listeningSince === undefined || Date.now() - listeningSince < STEADY_AFTER_MS) {
        logger.fatal(`A server process could not start or keep running (${how}): stopping all of them`);
        stop(1);
        return;
      }
      logger.error(`A server process stopped (${how}): starting another`);
      fork();
    });
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running) worker.process.kill('SIGTERM');
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info(`${signal}: stopping ${count} server processes`);
      stop(0);
    });
  }
  logger.info(`Starting ${count} server processes`);
  for (let started = 0; started < count; started += 1) fork();
}
