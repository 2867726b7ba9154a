import type { Knex } from 'knex';
import type { Config } from './config';
import type { SessionTimes } from './plugins/session/store';

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    db: Knex;
    config: Config;
    sessionTimes: SessionTimes;
  }

  interface UserCredentials {
    id: number;
    name: string;
    isAdmin: boolean;
  }
}
