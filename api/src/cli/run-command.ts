import { ConfigError, loadConfig } from '../config';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { AppError } from '../errors';
import { createLogger } from '../logger';

/**
 * Runs one command-line command against the configured database: prints what it returns, or the
 * AppError's message and fields (exit code 1); anything else is a crash with its stack.
 */
export function runCommand(command: (database: Database, config: Config) => Promise<string>): void {
  const main = async (): Promise<number> => {
    const config = loadConfig();
    const logger = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
    const { database, close } = await openDatabase(config, logger);
    try {
      process.stdout.write(`${await command(database, config)}\n`);
      return 0;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fields = error.fields
        ? Object.entries(error.fields)
            .map(([field, message]) => `\n  ${field}: ${message}`)
            .join('')
        : '';
      process.stderr.write(`${error.message}${fields}\n`);
      return 1;
    } finally {
      await close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message =
        error instanceof ConfigError
          ? error.message
          : error instanceof Error
            ? (error.stack ?? error.message)
            : String(error);
      process.stderr.write(`${message}\n`);
      process.exit(1);
    },
  );
}
