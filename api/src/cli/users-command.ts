// The users CLI's commands, apart from its entry (users.ts) so that tests call them in process.
import { parseArgs } from 'node:util';
import type { UserAccounts } from '../components/users/user-accounts';
import { AppError } from '../errors';

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
