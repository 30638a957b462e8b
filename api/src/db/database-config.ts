import path from 'node:path';
import { z } from 'zod';
import { optionalText, port } from '../env-values';
import type { EnvironmentOf } from '../env-values';
import { REPO_ROOT } from '../repo-root';

export const databaseEnvironment = {
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'Expected a postgres:// URL' }).optional(),
  ),
  EMBEDDED_PG_PORT: port(5433),
  EMBEDDED_PG_DIR: optionalText,
};

export type DatabaseConfig = {
  /** Absent: the API starts its own embedded PostgreSQL. */
  databaseUrl: string | undefined;
  embeddedPostgres: { port: number; dataDir: string };
};

export function databaseConfigFrom(e: EnvironmentOf<typeof databaseEnvironment>): DatabaseConfig {
  return {
    databaseUrl: e.DATABASE_URL,
    embeddedPostgres: {
      port: e.EMBEDDED_PG_PORT,
      dataDir: path.resolve(e.EMBEDDED_PG_DIR ?? path.join(REPO_ROOT, '.data', 'postgres')),
    },
  };
}
