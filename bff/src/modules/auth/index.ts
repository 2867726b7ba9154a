import type { Plugin } from '@hapi/hapi';
import { authRoutes } from './routes';
import { sweepLoginFailures } from './throttle';

const SWEEP_EVERY_MS = 10 * 60_000;

export const authModule: Plugin<void> = {
  name: 'auth',
  register(server) {
    server.route(authRoutes);
    const { config, db } = server.app;
    const rules = { maxFailures: config.loginMaxFailures, lockMinutes: config.loginLockMinutes };
    const timer = setInterval(() => {
      sweepLoginFailures(db, rules).catch((error: unknown) => server.log(['warn', 'auth'], error as object));
    }, SWEEP_EVERY_MS);
    timer.unref();
    server.events.on('stop', () => clearInterval(timer));
  },
};
