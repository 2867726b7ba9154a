import type { ApiTokenScope, Score } from '@vsp/contract';
import type { Knex } from 'knex';
import type { Config } from './config';
import type { Batches } from './lib/batches';
import type { CachedReads } from './lib/cached-reads';
import type { ChangeFeed } from './lib/change-feed';
import type { FileStorage } from './lib/file-storage';
import type { MailQueue } from './modules/reminders/mail-queue';
import type { ScoreSave } from './modules/scores/service';
import type { SessionCache } from './plugins/session/cache';
import type { SessionTimes } from './plugins/session/store';

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    db: Knex;
    config: Config;
    sessionTimes: SessionTimes;
    sessionCache: SessionCache;
    changes: ChangeFeed;
    cachedReads: CachedReads;
    /** The events' results (ranking, cells, agreement), cached until a change of anything they are computed from is notified. */
    resultsCache: CachedReads;
    /** The evaluators' score saves, written in batches. */
    scoreSaves: Batches<ScoreSave, Score>;
    /** Where uploaded vendor files are kept. */
    fileStorage: FileStorage;
    /** The session cookie's sealing keys for @hapi/iron, which the other sealed cookies of signing in use too. */
    cookieKeys: object;
    /** A 32-byte key for `purpose`, derived from the session secret (HKDF); the same on every replica. */
    deriveKey: (purpose: string) => Buffer;
    /** The reminder mail queue; absent when mail is not configured. */
    mailQueue?: MailQueue;
  }

  interface AppCredentials {
    /** The API token a request was authenticated by (see plugins/session/bearer.ts); absent for a session. */
    token?: { id: number; scope: ApiTokenScope };
  }

  interface RouteOptionsApp {
    /** Refused to an API token (403): the route acts on the browser's session or on the account itself. */
    sessionOnly?: boolean;
    /** Open while an administrator must still set up a second factor (MFA_REQUIRED_FOR_ADMINS): the setup itself and the session. */
    beforeSecondFactor?: boolean;
  }

  interface UserCredentials {
    id: number;
    name: string;
    isAdmin: boolean;
    /** Whether the user's second factor is on; known for a session, not needed for an API token. */
    hasSecondFactor?: boolean;
  }
}
