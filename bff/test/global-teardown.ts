import { onServer, TEMPLATE_ENV } from './database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env[TEMPLATE_ENV];
  if (name) await onServer(`drop database if exists "${name}" with (force)`);
}
