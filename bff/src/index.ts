import cluster from 'node:cluster';
import { bindModels, createKnex, openDatabaseServer, prepareDatabase } from '@vsp/db';
import type { Logger } from 'pino';
import { loadConfig } from './config';
import { createLogger } from './plugins/logging';
import { superviseProcesses } from './processes';
import { createServer } from './server';

/** In-flight requests get this long to finish when the process is asked to stop. */
const DRAIN_TIMEOUT_MS = 10_000;
/** Then the database connections get this long to close. */
const CLOSE_TIMEOUT_MS = 5_000;
/** The server processes of BFF_PROCESSES get this long to drain and close, each on its own. */
const PROCESSES_TIMEOUT_MS = DRAIN_TIMEOUT_MS + CLOSE_TIMEOUT_MS + 5_000;
/** The embedded PostgreSQL gets this long to write its checkpoint and stop. */
const DATABASE_STOP_TIMEOUT_MS = 60_000;

/** The promise, or a failure once `ms` have passed: a stop step that hangs must not keep the process alive. */
async function within<T>(promise: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface StopStep {
  /** Logged as "<failed> failed" when the step throws or hangs. */
  failed: string;
  withinMs: number;
  run(): Promise<unknown>;
}

/**
 * The process and how it ends. A signal stops what the process started, the last started first:
 * drains requests, closes the database connections, stops the embedded PostgreSQL, then exits 0.
 * A defect (a rejected promise nobody handled, an uncaught exception) is logged and ends the
 * process with code 1, so the orchestrator starts a clean one instead of a process in an unknown
 * state. Either way the process exits, even when a stop step throws or hangs.
 */
class Lifecycle {
  private readonly steps: StopStep[] = [];
  private stopping = false;
  /** A defect met while stopping: the stop under way ends with code 1 all the same. */
  private failed = false;

  constructor(private readonly logger: Logger) {}

  /** Adds what `stop` undoes; steps run in the reverse order of their adding. */
  onStop(step: StopStep): void {
    this.steps.unshift(step);
  }

  fail(message: string, error: unknown): void {
    this.logger.fatal({ err: error }, message);
    this.failed = true;
    void this.stop(1);
  }

  async stop(exitCode: number): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    let code = exitCode;
    for (const step of this.steps) {
      try {
        await within(step.run(), step.withinMs, step.failed);
      } catch (error) {
        this.logger.error({ err: error }, `${step.failed} failed`);
        code = 1;
      }
    }
    if (this.failed) code = 1;
    this.logger.info(`Stopped (exit code ${code})`);
    process.exit(code);
  }
}

function startupLogger(): Logger {
  try {
    return createLogger(loadConfig().logLevel);
  } catch {
    // The configuration error itself is reported by main() through this logger.
    return createLogger('info');
  }
}

async function main(logger: Logger, lifecycle: Lifecycle): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info(`${signal}: draining in-flight requests`);
      void lifecycle.stop(0);
    });
  }
  const database = await openDatabaseServer(config.database, (error) =>
    lifecycle.fail('The embedded PostgreSQL stopped under the server: stopping the process', error),
  );
  lifecycle.onStop({ failed: 'Stopping the database', withinMs: DATABASE_STOP_TIMEOUT_MS, run: () => database.stop() });

  if (config.processes > 1 && cluster.isPrimary) {
    // The server processes share the primary's database: the embedded PostgreSQL is started once,
    // here, and its URL handed to them.
    const processes = superviseProcesses(config.processes, logger, { DATABASE_URL: database.url });
    lifecycle.onStop({ failed: 'Stopping the server processes', withinMs: PROCESSES_TIMEOUT_MS, run: () => processes.stop() });
    void processes.ended.then((code) => lifecycle.stop(code));
    return;
  }

  const db = createKnex({ databaseUrl: database.url, poolMax: config.database.poolMax });
  lifecycle.onStop({ failed: 'Closing the database', withinMs: CLOSE_TIMEOUT_MS, run: () => db.destroy() });
  bindModels(db);
  const applied = await prepareDatabase(db, {
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    log: (message) => logger.info(message),
  });
  if (applied.length > 0) logger.info(`Applied migrations: ${applied.join(', ')}`);
  const server = await createServer({ config, db, logger });
  lifecycle.onStop({ failed: 'Stopping the server', withinMs: DRAIN_TIMEOUT_MS + 1_000, run: () => server.stop({ timeout: DRAIN_TIMEOUT_MS }) });
  await server.start();
  logger.info(`Serving on ${server.info.uri} with ${database.description} (ready in ${Date.now() - started} ms)`);
}

const logger = startupLogger();
const lifecycle = new Lifecycle(logger);
process.on('unhandledRejection', (reason) => lifecycle.fail('Unhandled promise rejection: stopping the process', reason));
process.on('uncaughtException', (error) => lifecycle.fail('Uncaught exception: stopping the process', error));
main(logger, lifecycle).catch((error: unknown) => lifecycle.fail(`Start failed: ${error instanceof Error ? error.message : String(error)}`, error));
