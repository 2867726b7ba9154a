import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import { DECISION_APPROVED, DECISION_UNDER_APPROVAL } from '@vsp/contract';
import { databaseCode, type DatabaseFailure } from '../lib/database-code';

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03']);
/**
 * PostgreSQL's classes of failures that are the database's and not the request's: a lost
 * connection (08), insufficient resources (53: a full disk, no memory, too many connections), a
 * system error (58: a disk that fails to read, write or flush).
 */
const UNAVAILABLE_CLASSES = ['08', '53', '58'];

// The pg driver reports a connection that died under it by message only, without a code.
const LOST_CONNECTION = /Connection terminated|not queryable|Connection ended|connection is closed/i;

interface DatabaseError extends DatabaseFailure {
  message?: string;
  constraint?: string;
  nativeError?: DatabaseError;
  name?: string;
}

/** Maps a database or driver failure to the answer a client can act on; undefined keeps the 500. */
export function mapDatabaseError(error: DatabaseError): Boom.Boom | undefined {
  const code = databaseCode(error);
  const lost = LOST_CONNECTION.test(error.nativeError?.message ?? error.message ?? '');
  if (lost || error.name === 'KnexTimeoutError' || (code && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CLASSES.some((failureClass) => code.startsWith(failureClass))))) {
    return Boom.serverUnavailable('The database is unavailable. Please try again shortly.');
  }
  switch (code) {
    case '40P01':
    case '40001':
      return Boom.serverUnavailable('The change met another one at the same moment and was not made. Please try again.');
    // Raised by the triggers that freeze an event's award while its decision is under approval or approved.
    case '55000':
      return Boom.conflict(String(error.nativeError?.message ?? error.message).includes(DECISION_APPROVED) ? DECISION_APPROVED : DECISION_UNDER_APPROVAL);
    case '23505':
      return Boom.conflict(error.constraint?.startsWith('users_username') ? 'Username already exists' : 'A record with these values already exists');
    case '23503':
      return Boom.badRequest('A referenced record does not exist');
    case '22001':
      return Boom.badRequest('A value is longer than allowed');
    case '23502':
      return Boom.badRequest('A required value is missing');
    // 22021 and 22P05: a NUL, or a character the database's encoding cannot hold, in text a validator let through.
    case '22021':
    case '22P05':
    case '23514':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return Boom.badRequest('A value is not valid');
    default:
      return undefined;
  }
}

/**
 * One place turns thrown errors into answers: database errors get their status, anything else
 * unexpected is logged and answered as a bare 500 without details.
 */
export const errorsPlugin: Plugin<void> = {
  name: 'errors',
  register(server) {
    server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
      const response = request.response;
      if (!Boom.isBoom(response) || response.output.statusCode !== 500) return h.continue;
      // hapi wraps what does not pass `instanceof Error` (driver errors from another realm) and keeps it as data.
      const mapped = mapDatabaseError(response as DatabaseError) ?? (response.data ? mapDatabaseError(response.data as DatabaseError) : undefined);
      if (mapped) {
        if (mapped.output.statusCode === 503) request.log(['error', 'database'], response);
        return mapped;
      }
      request.log(['error'], response);
      return Boom.internal();
    });
  },
};
