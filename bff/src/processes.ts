import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** A worker that ends sooner than this after it started listening is taken for one that cannot run. */
const STEADY_AFTER_MS = 10_000;

export interface Processes {
  /** Resolves with the exit code once every process has ended: 0 when all stopped well. */
  ended: Promise<number>;
  /** Stops every process (each drains its own requests); fails if one of them ended with an error. */
  stop(): Promise<void>;
}

/**
 * The primary of BFF_PROCESSES server processes (node's cluster): each worker is a whole server on
 * the shared port, and the operating system spreads connections over them. Sessions, sign-in
 * throttling and the change notifications live in the database, so any worker answers any request.
 * Each worker starts with `env` added to this process's environment.
 *
 * A worker that stops unexpectedly after running a while is replaced; one that fails while starting
 * (a bad setting, a database that refuses) stops everything with exit code 1, since its replacement
 * would fail the same way.
 */
export function superviseProcesses(count: number, logger: Logger, env: Record<string, string>): Processes {
  let stopping = false;
  let exitCode = 0;
  let allEnded!: (code: number) => void;
  const ended = new Promise<number>((resolve) => (allEnded = resolve));
  const running = new Set<Worker>();
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork(env);
    running.add(worker);
    worker.once('listening', () => startedAt.set(worker, Date.now()));
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      const listeningSince = startedAt.get(worker);
      startedAt.delete(worker);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (running.size === 0) allEnded(exitCode);
        return;
      }
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (listeningSince === undefined || Date.now() - listeningSince < STEADY_AFTER_MS) {
        logger.fatal(`A server process could not start or keep running (${how}): stopping all of them`);
        // The primary hears of it through `ended`.
        stop(1).catch(() => undefined);
        return;
      }
      logger.error(`A server process stopped (${how}): starting another`);
      fork();
    });
  };

  const stop = async (code: number) => {
    if (!stopping) {
      stopping = true;
      exitCode = code;
      if (running.size === 0) allEnded(exitCode);
      for (const worker of running) worker.process.kill('SIGTERM');
    }
    if ((await ended) !== 0) throw new Error('A server process ended with an error');
  };

  logger.info(`Starting ${count} server processes`);
  for (let started = 0; started < count; started += 1) fork();
  return { ended, stop: () => stop(0) };
}
