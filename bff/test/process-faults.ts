/**
 * Preloaded into a real BFF process (`node --import tsx --import bff/test/process-faults.ts ...`) to
 * cause the faults the process must survive by exiting, chosen by VSP_TEST_FAULT:
 * - reject-on-sigusr2: SIGUSR2 makes a promise reject with nobody handling it;
 * - hang-on-close / throw-on-close: closing the database never finishes, or fails;
 * - embedded-stops-on-sigusr2: SIGUSR2 ends the embedded database's worker thread, as a PANIC does.
 */
import { createRequire } from 'node:module';

const load = createRequire(__filename);
const fault = process.env.VSP_TEST_FAULT;

if (fault === 'reject-on-sigusr2') {
  process.on('SIGUSR2', () => {
    void Promise.reject(new Error('simulated defect'));
  });
}

if (fault === 'hang-on-close' || fault === 'throw-on-close') {
  const Client = load('knex/lib/client') as { prototype: { destroy(): Promise<void> } };
  Client.prototype.destroy = () =>
    fault === 'hang-on-close' ? new Promise<void>(() => undefined) : Promise.reject(new Error('simulated close failure'));
}

if (fault === 'embedded-stops-on-sigusr2') {
  const threads = load('node:worker_threads') as typeof import('node:worker_threads');
  const started: import('node:worker_threads').Worker[] = [];
  const Worker = threads.Worker;
  threads.Worker = class extends Worker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      started.push(this);
    }
  };
  process.on('SIGUSR2', () => {
    for (const worker of started) void worker.terminate();
  });
}
