import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { MigrationFn } from 'umzug';
import type { Logger } from '../logger';
import { migrations } from './migrations';

export type Migration = MigrationFn<QueryInterface>;

/** Any constant shared by every API instance: instances starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 4_242_001;

export function createMigrator(sequelize: Sequelize, logger?: Logger): Umzug<QueryInterface> {
  const log = logger?.child({ component: 'migrations' });
  return new Umzug({
    migrations: migrations.map(({ name, up, down }) => ({ name, up, down })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: log
      ? {
          info: (m) => log.info(m),
          warn: (m) => log.warn(m),
          error: (m) => log.error(m),
          debug: (m) => log.debug(m),
        }
      : undefined,
  });
}

/** Applies every pending migration, holding a PostgreSQL advisory lock for the whole run. */
export async function migrateToLatest(sequelize: Sequelize, logger?: Logger): Promise<void> {
  // The lock lives in its own transaction; the migrations run on other pool connections.
  await sequelize.transaction(async (transaction) => {
    await sequelize.query('SELECT pg_advisory_xact_lock(:key)', {
      transaction,
      replacements: { key: MIGRATION_LOCK_KEY },
    });
    await createMigrator(sequelize, logger).up();
  });
}
