// `npm run users -w api -- <command>` (`node dist/users.js <command>` in production): manages
// accounts on the configured database; the commands are in users-command.ts.
import { systemClock } from '../clock';
import { createAuditComponent } from '../components/audit/audit-component';
import { createUsersComponent } from '../components/users/users-component';
import { databaseName } from './database-name';
import { processPassword } from './password-input';
import { runCommand } from './run-command';
import { runUsersCommand } from './users-command';

runCommand(async (database, config) => {
  // Role changes made here are audited like the admin's, with no actor: the command line.
  const { auditTrail } = createAuditComponent({ database, clock: systemClock });
  const output = await runUsersCommand(
    process.argv.slice(2),
    createUsersComponent({ database, auditTrail }).accounts,
    processPassword,
  );
  return `${output}\n(database: ${databaseName(config)})`;
});
