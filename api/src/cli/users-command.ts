// The users CLI's commands, apart from its entry (users.ts) so that tests call them in process.
import { parseArgs } from 'node:util';
import { ADMIN_ROLES, isAdminRole } from '@ciao/contracts';
import type { AdminRole } from '@ciao/contracts';
import type { UserAccounts } from '../components/users/user-accounts';
import { AppError } from '../errors';
import type { PasswordSource } from './password-input';

const USAGE = `Usage: npm run users -w api -- <command>
  create --email <email> --name <name> [--role owner|support|viewer|designer] [--admin] [--password-stdin]
      the password is asked for on the terminal (not shown), or read from the first line of
      standard input with --password-stdin
  grant-role --email <email> --role owner|support|viewer|designer
  revoke-role --email <email>
  suspend --email <email> --reason <reason>
  reinstate --email <email> --reason <reason>
      recorded in the audit trail with the command line as the actor; the last active owner
      cannot be suspended
  (--admin = --role owner; grant-admin = grant-role --role owner; revoke-admin = revoke-role)`;

/**
 * Parses one command line and runs it; returns what to print. Throws AppError on bad input.
 * `readPassword` reads the new account's password (never an argument: `ps` and shell history show those).
 */
export async function runUsersCommand(
  argv: string[],
  accounts: UserAccounts,
  readPassword: (source: PasswordSource) => Promise<string>,
): Promise<string> {
  const [command, ...rest] = argv;
  if (rest.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    throw new AppError(
      400,
      `--password is not accepted (ps and shell history would show it): type it at the prompt, or pipe it in with --password-stdin\n${USAGE}`,
    );
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
        role: roleOption(values) ?? 'user',
      });
      return `Created ${user.role} ${user.email} (${user.id})`;
    }
    case 'grant-role':
    case 'grant-admin': {
      const role = command === 'grant-admin' ? 'owner' : roleOption(values);
      if (!role) throw new AppError(400, `--role is required\n${USAGE}`);
      return `${(await accounts.grantRole(email, role)).email} is now ${role}`;
    }
    case 'revoke-role':
    case 'revoke-admin':
      return `${(await accounts.revokeRole(email)).email} is now user (no admin role)`;
    case 'suspend':
    case 'reinstate': {
      const reason = values.reason?.trim();
      if (!reason) throw new AppError(400, `--reason is required\n${USAGE}`);
      if (command === 'suspend') return `${(await accounts.suspend(email, reason)).email} is now suspended`;
      return `${(await accounts.reinstate(email, reason)).email} is active again`;
    }
    default:
      throw new AppError(400, USAGE);
  }
}

/** `--role`, or owner for `--admin`; undefined when neither is given. */
function roleOption(values: { role?: string | undefined; admin?: boolean | undefined }): AdminRole | undefined {
  if (values.admin && values.role !== undefined && values.role !== 'owner')
    throw new AppError(400, `--admin means --role owner\n${USAGE}`);
  if (values.admin) return 'owner';
  if (values.role === undefined) return undefined;
  if (!isAdminRole(values.role)) throw new AppError(400, `--role must be one of: ${ADMIN_ROLES.join(', ')}\n${USAGE}`);
  return values.role;
}

function parseOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        email: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        name: { type: 'string' },
        role: { type: 'string' },
        admin: { type: 'boolean', default: false },
        reason: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new AppError(400, `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}
