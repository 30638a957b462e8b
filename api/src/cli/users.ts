// `npm run users -w api -- <command>` (`node dist/users.js <command>` in production): manages
// accounts on the configured database; the commands are in users-command.ts.
import { createUserAccounts } from '../components/users/user-accounts';
import { createUserRepository } from '../components/users/user-repository';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { AppError } from '../errors';
import { createLogger } from '../logger';
import { runUsersCommand } from './users-command';

async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const { database, close } = await openDatabase(config, logger);
  try {
    const output = await runUsersCommand(process.argv.slice(2), createUserAccounts({ users: createUserRepository(database) }));
    process.stdout.write(`${output}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields ? Object.entries(error.fields).map(([field, message]) => `\n  ${field}: ${message}`).join('') : '';
    process.stderr.write(`${error.message}${fields}\n`);
    return 1;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
