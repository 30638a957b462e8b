// `npm run users -w api -- <command>` (`node dist/users.js <command>` in production): manages
// accounts on the configured database; the commands are in users-command.ts.
import { createUserAccounts } from '../components/users/user-accounts';
import { createUserRepository } from '../components/users/user-repository';
import { processPassword } from './password-input';
import { runCommand } from './run-command';
import { runUsersCommand } from './users-command';

runCommand((database) => runUsersCommand(process.argv.slice(2), createUserAccounts({ users: createUserRepository(database) }), processPassword));
