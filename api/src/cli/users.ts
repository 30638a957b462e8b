import { parseArgs } from 'node:util';
import { createUserAccounts } from '../components/users/user-accounts';
import type { UserAccounts } from '../components/users/user-accounts';
import { createUserRepository } from '../components/users/user-repository';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { AppError } from '../errors';
import { createLogger } from '../logger';

const USAGE = `Usage: npm run users -w api -- <command>
  create --email <email> --password <password> --name <name> [--admin]
  grant-admin --email <email>
  revoke-admin --email <email>`;

/** Parses one command line and runs it; returns what to print. Throws AppError on bad input. */
export async function runUsersCommand(argv: string[], accounts: UserAccounts): Promise<string> {
  const [command, ...rest] = argv;
  const values = parseOptions(rest);
  const email = values.email;
  if (!email) throw new AppError(400, `--email is required\n${USAGE}`);

  switch (command) {
    case 'create': {
      const user = await accounts.createUser({
        email,
        password: values.password ?? '',
        name: values.name ?? '',
        role: values.admin ? 'admin' : 'user',
      });
      return `Created ${user.role} ${user.email} (${user.id})`;
    }
    case 'grant-admin':
      return `${(await accounts.grantAdmin(email)).email} is now an admin`;
    case 'revoke-admin':
      return `${(await accounts.revokeAdmin(email)).email} is no longer an admin`;
    default:
      throw new AppError(400, USAGE);
  }
}

function parseOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        admin: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new AppError(400, `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

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

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`${message}\n`);
      process.exit(1);
    },
  );
}
