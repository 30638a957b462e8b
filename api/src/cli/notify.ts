// `npm run notify -w api -- <command>` (`node dist/notify.js <command>` in production): creates
// and sends a campaign on the configured database; the commands are in notify-command.ts.
import { systemClock } from '../clock';
import { runNotifyCommand } from './notify-command';
import { runCommand } from './run-command';

runCommand((database) => runNotifyCommand(process.argv.slice(2), { ...database, clock: systemClock }));
