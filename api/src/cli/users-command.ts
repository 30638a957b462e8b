// The users CLI's commands, apart from its entry (users.ts) so that tests call them in process.
import { parseArgs } from 'node:util';
import type { UserAccounts } from '../components/users/user-accounts';
import { AppError } from '../errors';
import type { PasswordSource } from './password-input';

const USAGE = `Usage: npm run users -w api -- <command>
  create --email <email> --name <name> [--admin] [--password-stdin]
      the password is asked for on the terminal (not shown), or read from the first line of
      standard input with --password-stdin
  grant-admin --email <email>
  revoke-admin --email <email>`;

/**
 * Parses one command line and runs it; returns what to print. Throws AppError on bad input.
 * `readPassword` reads the new account's password (never an argument: `ps` and shell history show those).
 */
export async function runUsersCommand(argv: string[], accounts: UserAccounts, readPassword: (source: PasswordSource) => Promise<string>): Promise<string> {
  const [command, ...rest] = argv;
  if (rest.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    throw new AppError(400, `--password is not accepted (ps and shell history would show it): type it at the prompt, or pipe it in with --password-stdin\n${USAGE}`);
  }
  const values = parseOptions(rest);
  const email = values.email;
  if (!email) throw new AppError(400, `--email is required\n${USAGE}`);

  switch (command) {
    case 'create': {
      const user = await accounts.createUser({
        email,
        password: await readPassword(values['password-stdin'] ? 'stdin' : 'prompt'),
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
        'password-stdin': { type: 'boolean', default: false },
        name: { type: 'string' },
        admin: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new AppError(400, `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}
