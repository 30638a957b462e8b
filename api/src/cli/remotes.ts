// `npm run remotes -- <command>` (`node dist/remotes.js <command>` in production): the release
// registry of the remotes on the configured database; the commands are in remotes-command.ts.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { systemClock } from '../clock';
import { createAuditComponent } from '../components/audit/audit-component';
import { createReleasesComponent } from '../components/releases/releases-component';
import { repositoryStorybookOf } from '../components/releases/remote-storybook';
import { createStorybookSettings } from '../components/storybook/storybook-settings';
import { loadConfig } from '../config';
import { AppError } from '../errors';
import { runCommand } from './run-command';
import { runRemotesCommand } from './remotes-command';

/** The newest modification time under a folder, node_modules and dist left out (0: no such folder). */
function newestUnder(folder: string): number {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestUnder(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const config = loadConfig();

/** When a file was last changed (0: it is missing). */
function changedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Builds `<webRoot>/<remote>` when a source file (its own or a shared package's) is newer than its
 * build, and its own Storybook (`<remote>/storybook-static`, carried by the release; docs/storybook.md)
 * when both it and the repository's Storybook build (which holds the remote's stories too) are missing
 * or older than the sources, where the repository's Storybook config is at hand.
 */
function buildIfStale(remote: string): Promise<void> {
  const folder = path.join(config.webRoot, remote);
  const sources = Math.max(newestUnder(path.join(folder, 'src')), newestUnder(path.join(config.webRoot, 'packages')));
  if (changedAt(path.join(folder, 'dist', 'mf-manifest.json')) <= sources) {
    process.stderr.write(`Building ${remote} (its build is older than its sources)...\n`);
    const { status } = spawnSync('npm', ['run', 'build', '-w', remote], { cwd: config.webRoot, stdio: 'inherit' });
    if (status !== 0) throw new AppError(409, `The build of ${remote} failed: nothing was published`);
  }
  const storybookConfig = path.join(config.webRoot, 'storybook');
  const storybook = path.join(folder, 'storybook-static');
  const storybookBuiltAt = Math.max(
    changedAt(path.join(storybook, 'index.json')),
    changedAt(path.join(repositoryStorybookOf(config.webRoot), 'index.json')),
  );
  if (sources > 0 && changedAt(storybookConfig) > 0 && storybookBuiltAt <= sources) {
    process.stderr.write(`Building ${remote}'s Storybook (missing or older than its sources)...\n`);
    const { status } = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', storybook], {
      cwd: storybookConfig,
      env: { ...process.env, STORYBOOK_REMOTE: remote },
      stdio: 'inherit',
    });
    if (status !== 0) throw new AppError(409, `The Storybook of ${remote} failed to build: nothing was published`);
  }
  return Promise.resolve();
}

runCommand((database) => {
  // Changes made here are audited like an owner's, with no actor: the command line.
  const { auditTrail } = createAuditComponent({ database, clock: systemClock });
  // An owner's setting in the database wins over DESIGN_APPROVAL, as on the server.
  const settings = createStorybookSettings({ database, clock: systemClock, auditTrail, defaults: config.storybook });
  const { releases, tokens, approvals } = createReleasesComponent({
    database,
    auditTrail,
    clock: systemClock,
    webRoot: config.webRoot,
    releasesDir: config.releasesDir,
    visualReview: config.visualReview,
    approvalRequired: settings.approvalRequired,
  });
  return runRemotesCommand(process.argv.slice(2), releases, {
    by: `${userInfo().username} (command line)`,
    buildIfStale,
    tokens,
    approvals,
  });
});
