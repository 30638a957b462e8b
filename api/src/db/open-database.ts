import type { Logger } from '../logger';
import type { Database } from './database';
import type { DatabaseConfig } from './database-config';
import { connectDatabase } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { EmbeddedPostgres } from './embedded-postgres';
import { migrateToLatest } from './migrator';

/** The database the embedded cluster serves to the API and the CLI. */
const EMBEDDED_DATABASE = 'ciao';

export type OpenDatabase = { database: Database; close(): Promise<void> };

/**
 * The database for the API and the CLI: DATABASE_URL, or the embedded PostgreSQL (started, or
 * attached to when another process runs it). Migrated to the latest version before use.
 */
export async function openDatabase(config: DatabaseConfig, logger: Logger): Promise<OpenDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let database: Database | undefined;
  try {
    let url = config.databaseUrl;
    if (url === undefined) {
      embedded = await startEmbeddedPostgres({ ...config.embeddedPostgres, database: EMBEDDED_DATABASE, logger });
      url = embedded.databaseUrl;
    }
    database = connectDatabase(url);
    await migrateToLatest(database.sequelize, logger);
  } catch (error) {
    await database?.close();
    await embedded?.stop();
    throw error;
  }
  const opened = database;
  return {
    database: opened,
    async close() {
      await opened.close();
      await embedded?.stop();
    },
  };
}
