import type { DatabaseConfig } from '../db/database-config';

/**
 * Which database a command used, for its output (docs/admin.md, "Roles and rights"): DATABASE_URL's
 * host, port and name (never its password), or the embedded cluster's data folder. An account made
 * on one database while the app runs on another then says so, instead of a later "Invalid credentials".
 */
export function databaseName(config: DatabaseConfig): string {
  if (config.databaseUrl === undefined) return `the embedded PostgreSQL in ${config.embeddedPostgres.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
