import type { Readable } from 'node:stream';
import Boom from '@hapi/boom';
import Bourne from '@hapi/bourne';
import Wreck from '@hapi/wreck';

/**
 * The JSON body of a route that takes its payload as a stream (one that also accepts an upload):
 * read as hapi reads one, at most `maxBytes` (413 above), a `__proto__` key refused, 400 when it is
 * not JSON.
 */
export async function readJsonBody(payload: Readable, maxBytes: number): Promise<unknown> {
  const raw = await Wreck.read(payload, { maxBytes });
  if (raw.length === 0) return null;
  try {
    return Bourne.parse(raw.toString('utf8'), { protoAction: 'error' });
  } catch (error) {
    throw Boom.badRequest('Invalid request payload JSON format', { data: error });
  }
}
