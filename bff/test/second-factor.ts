import type { Server } from '@hapi/hapi';
import { api, type SecondFactorEnabled, type SecondFactorSetup } from '@vsp/contract';
import { generate } from 'otplib';
import { json, request, to } from './server';

/** The code an app shows for `secret` `periods` periods of 30 seconds from now (the server's clock, Date.now). */
export function codeOf(secret: string, periods = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + periods * 30 });
}

/** Turns the second factor on through the routes, as the user signed in with `cookie`; answers the secret and the recovery codes. */
export async function turnOnSecondFactor(server: Server, cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await request(server, cookie, to(api.auth.mfaSetup));
  if (setup.statusCode !== 200) throw new Error(`Setup failed: ${setup.statusCode} ${setup.payload}`);
  const { secret } = json<SecondFactorSetup>(setup);
  const enable = await request(server, cookie, { ...to(api.auth.mfaEnable), payload: { code: await codeOf(secret) } });
  if (enable.statusCode !== 200) throw new Error(`Enabling failed: ${enable.statusCode} ${enable.payload}`);
  return { secret, recoveryCodes: json<SecondFactorEnabled>(enable).recoveryCodes };
}
