/**
 * Preloaded into a real BFF process (`node --import tsx --import bff/test/process-faults.ts ...`) to
 * cause the faults the process must survive by exiting, chosen by VSP_TEST_FAULT:
 * - reject-on-sigusr2: SIGUSR2 makes a promise reject with nobody handling it;
 * - hang-on-close / throw-on-close: closing the database never finishes, or fails.
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
