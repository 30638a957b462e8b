import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../src/db/database';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres';
import type { EmbeddedPostgres } from '../../src/db/embedded-postgres';
import { migrateToLatest } from '../../src/db/migrator';
import { TEST_ENV, TEMPLATE_DATABASE } from './test-env';
import { freePort } from './waiting';

export type TestCluster = { postgres: EmbeddedPostgres; tempDir: string };

declare global {
  var ciaoTestCluster: TestCluster | undefined;
}

export default async function globalSetup(): Promise<void> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'ciao-api-test-'));
  await chmod(tempDir, 0o755); // as root, PostgreSQL runs as the `postgres` user and must reach its data
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(tempDir, 'pg'),
    port: await freePort(),
    database: TEMPLATE_DATABASE,
    ephemeral: true,
  });
  globalThis.ciaoTestCluster = { postgres, tempDir };

  const template = connectDatabase(postgres.databaseUrl);
  try {
    await migrateToLatest(template.sequelize);
  } finally {
    await template.close();
  }
  // Test workers start after this and inherit the environment.
  process.env[TEST_ENV.adminUrl] = postgres.adminUrl;
}
