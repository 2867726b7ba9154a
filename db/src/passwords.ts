import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. Hashing runs on libuv's thread pool, off the event loop.
const ARGON2ID = 2;
const OPTIONS: Options = { algorithm: ARGON2ID as Options['algorithm'], memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
