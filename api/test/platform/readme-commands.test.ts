import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

// The README's table of commands is the list CI smokes (scripts/smoke.mjs, run by .ci/run): every
// command of the table has a smoke or is listed as not smoked with its reason, and nothing else is.

type Lists = { smoked: { command: string; run: string }[]; notSmoked: { command: string; reason: string }[] };

const lists = JSON.parse(
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'smoke.mjs'), '--list'], { encoding: 'utf8' }),
) as Lists;

/** Every `command` in the first cell of each row of the README's "Other commands" table. */
function tableCommands(): string[] {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('| command | what it does |')).split('\n\n')[0] ?? '';
  const rows = table.split('\n').slice(2);
  return rows.flatMap((row) => [...(row.split(' | ')[0] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));
}

describe("the README's table of commands", () => {
  it('has rows', () => {
    expect(tableCommands()).toContain('npm run bench');
  });

  it('lists exactly the commands CI smokes and those it does not', () => {
    const listed = [...lists.smoked.map((s) => s.command), ...lists.notSmoked.map((n) => n.command)];
    expect([...tableCommands()].sort()).toEqual([...listed].sort());
  });

  it.each(lists.notSmoked.map((n) => [n.command, n.reason]))('says why %s is not smoked', (_command, reason) => {
    expect(reason).toMatch(/\S{3,}/);
  });

  it.each(lists.smoked.map((s) => [s.command, s.run]))('smokes %s by running it, with options', (command, run) => {
    expect(run.startsWith(command.split(' ...')[0] ?? command)).toBe(true);
  });

  it('is smoked by .ci/run after the tests, without hiding their exit code', () => {
    const ci = readFileSync(path.join(REPO_ROOT, '.ci', 'run'), 'utf8');
    expect(ci).toMatch(/^npm test \|\| status=\$\?$/m);
    expect(ci).toMatch(/^node scripts\/smoke\.mjs \|\| status=1$/m);
    expect(ci).toMatch(/^exit "\$status"$/m);
  });
});
