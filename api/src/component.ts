import type { Clock } from './clock';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/database';
import type { Logger } from './logger';

/**
 * What app.ts hands the components (`components/<x>/<x>-component.ts`): the configuration and the
 * process's infrastructure. Each component builds its own objects from it, plus the services of
 * the components it depends on; app.ts only composes them and mounts what they return. A component
 * names the slice of the configuration it reads (`Platform<{ sweepIntervalMs: number }>`), never
 * the whole Config: config.ts is the entry points' (docs/architecture.md, "Layers").
 */
export type Platform<Settings = unknown> = {
  config: Settings;
  database: Database;
  clock: Clock;
  logger: Logger;
  /** PostgreSQL's announcements of changes; without it, nothing is cached. */
  changes?: ChangeFeed;
};

/** The slice of the configuration a component factory reads (app.ts takes their union). */
export type SettingsOf<Factory extends (deps: never) => unknown> = Parameters<Factory>[0] extends {
  config: infer Settings;
}
  ? Settings
  : never;
