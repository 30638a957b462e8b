import type { Clock } from './clock';
import type { Config } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/database';
import type { Logger } from './logger';

/**
 * What app.ts hands the components (`components/<x>/<x>-component.ts`): the configuration and the
 * process's infrastructure. Each component builds its own objects from it, plus the services of
 * the components it depends on; app.ts only composes them and mounts what they return.
 */
export type Platform = {
  config: Config;
  database: Database;
  clock: Clock;
  logger: Logger;
  /** PostgreSQL's announcements of changes; without it, nothing is cached. */
  changes?: ChangeFeed;
};
