import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, REPO_ROOT, loadConfig } from '../../src/config';

// .env.example (repository root) documents every variable the configuration schema reads, and
// nothing else; each with its meaning and default. As written (all commented) it changes nothing.

const EXAMPLE = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
const ASSIGNMENT = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/;

/** Each variable with the comment block above it. */
function documented(): Map<string, { comment: string; value: string }> {
  const found = new Map<string, { comment: string; value: string }>();
  let comment: string[] = [];
  for (const line of EXAMPLE.split('\n')) {
    const assignment = ASSIGNMENT.exec(line);
    if (assignment) {
      found.set(assignment[1] ?? '', { comment: comment.join(' '), value: assignment[2] ?? '' });
      comment = [];
    } else if (line.startsWith('#')) comment.push(line.slice(1).trim());
    else comment = [];
  }
  return found;
}

describe('.env.example', () => {
  it('lists every variable of the configuration schema, and no other', () => {
    expect([...documented().keys()].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it.each([...documented()])('says what %s means and what its default is', (_name, { comment }) => {
    expect(comment).toMatch(/\S{3,}.*Default: /);
  });

  it('when every example value is used as written, then the configuration loads', () => {
    const values = Object.fromEntries([...documented()].map(([name, { value }]) => [name, value]));
    expect(() => loadConfig({ ...values, NODE_ENV: 'test' })).not.toThrow();
  });
});
