import cluster from 'node:cluster';
import type { Server } from '@hapi/hapi';
import { bindModels, createKnex, describeDatabase, onEmbeddedDatabaseStopped, prepareDatabase } from '@vsp/db';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { loadConfig } from './config';
import { createLogger } from './plugins/logging';
import { superviseProcesses } from './processes';
import { createServer } from './server';

/** In-flight requests get this long to finish when the process is asked to stop. */
const DRAIN_TIMEOUT_MS = 10_000;
/** Then the database connections get this long to close. */
const CLOSE_TIMEOUT_MS = 5_000;

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

/**
 * The process and how it ends. A signal drains requests and closes the database, then exits 0.
 * A defect (a rejected promise nobody handled, an uncaught exception) is logged and ends the
 * process with code 1, so the orchestrator starts a clean one instead of a process in an unknown
 * state. Either way the process exits, even when a stop step throws or hangs.
 */
class Lifecycle {
  private server?: Server;
  private db?: Knex;
  private stopping = false;
  /** A defect met while stopping: the stop under way ends with code 1 all the same. */
  private failed = false;

  constructor(private readonly logger: Logger) {}

  attach(db: Knex, server?: Server): void {
    this.db = db;
    this.server = server;
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
    if (this.server) {
      try {
        await within(this.server.stop({ timeout: DRAIN_TIMEOUT_MS }), DRAIN_TIMEOUT_MS + 1_000, 'Draining requests');
      } catch (error) {
        this.logger.error({ err: error }, 'Stopping the server failed');
        code = 1;
      }
    }
    if (this.db) {
      try {
        await within(this.db.destroy(), CLOSE_TIMEOUT_MS, 'Closing the database');
      } catch (error) {
        this.logger.error({ err: error }, 'Closing the database failed');
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
  if (config.processes > 1 && cluster.isPrimary) {
    superviseProcesses(config.processes, logger);
    return;
  }
  const db = createKnex(config.database);
  lifecycle.attach(db);
  // Opened again, the embedded database recovers from its log; until then it would answer nothing.
  onEmbeddedDatabaseStopped(db, (error) => lifecycle.fail('The embedded database stopped on an error it cannot go on from: stopping the process', error));
  bindModels(db);
  const applied = await prepareDatabase(db, {
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    log: (message) => logger.info(message),
  });
  if (applied.length > 0) logger.info(`Applied migrations: ${applied.join(', ')}`);
  const server = await createServer({ config, db, logger });
  lifecycle.attach(db, server);
  await server.start();
  logger.info(`Serving on ${server.info.uri} with ${describeDatabase(config.database)} (ready in ${Date.now() - started} ms)`);

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info(`${signal}: draining in-flight requests`);
      void lifecycle.stop(0);
    });
  }
}

const logger = startupLogger();
const lifecycle = new Lifecycle(logger);
process.on('unhandledRejection', (reason) => lifecycle.fail('Unhandled promise rejection: stopping the process', reason));
process.on('uncaughtException', (error) => lifecycle.fail('Uncaught exception: stopping the process', error));
main(logger, lifecycle).catch((error: unknown) => lifecycle.fail(`Start failed: ${error instanceof Error ? error.message : String(error)}`, error));
