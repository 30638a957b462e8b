import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { createLogger } from '../logger';

/** `npm run migrate -w api`: applies pending migrations (the API also does so at start). */
async function migrate(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ logLevel: config.logLevel === 'silent' ? 'silent' : 'info' });
  const { close } = await openDatabase(config, logger);
  await close();
  process.stdout.write('Database migrated to the latest version.\n');
}

migrate().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
