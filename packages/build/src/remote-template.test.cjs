// Every remote has the same shape (docs/front-end.md, "One template for every remote"): the same
// top-level folders and files under src/, and screens that are components, never re-exports.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { readExposes } = require('./exposes.cjs');

const root = path.resolve(__dirname, '../../..');
const remotes = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(path.join(root, name, 'src')));

/** The template: what each remote's src/ holds at its top level, and nothing else. */
const FOLDERS = ['features', 'screens', 'testing'];
/** components/ holds what two features of the remote share: a remote whose features share nothing has none (git keeps no empty folder). */
/** messages/ holds the remote's texts, one catalog per language (docs/front-end.md, "Languages"). */
const OPTIONAL_FOLDERS = ['components', 'messages'];
const FILES = ['bootstrap.tsx', 'exposes.ts', 'index.ts'];
/** A remote that paints screens at build time also has src/first-paints.ts (read by first-paint.cjs). */
const OPTIONAL_FILES = ['first-paints.ts'];

const entries = (remote) => readdirSync(path.join(root, remote, 'src'), { withFileTypes: true });

it('finds the five remotes', () => {
  expect(remotes.sort()).toEqual(['mf-account', 'mf-admin', 'mf-dashboard', 'mf-referral', 'mf-store-credit']);
});

describe.each(remotes)('%s', (remote) => {
  it("has the template's folders under src/, and no other", () => {
    const folders = entries(remote)
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !OPTIONAL_FOLDERS.includes(name)).sort()).toEqual(FOLDERS);
  });

  it("has the template's files at the top of src/, and no other", () => {
    const files = entries(remote)
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(files.filter((name) => !OPTIONAL_FILES.includes(name)).sort()).toEqual(FILES);
  });

  it('keeps each feature in a folder of its own', () => {
    const loose = readdirSync(path.join(root, remote, 'src/features'), { withFileTypes: true }).filter(
      (entry) => !entry.isDirectory(),
    );
    expect(loose.map((entry) => entry.name)).toEqual([]);
  });

  it('exposes screens from screens/, each a component of its own with a default export (never a re-export)', () => {
    for (const file of Object.values(readExposes(path.join(root, remote)))) {
      expect(file).toMatch(/^\.\/src\/screens\/[a-z-]+-(screen|dialog)\.tsx$/);
      const source = readFileSync(path.join(root, remote, file), 'utf8');
      expect(source).toMatch(/^export function [A-Z]\w*\(/m);
      expect(source).toMatch(/^export default [A-Z]\w*;$/m);
      expect(source).not.toMatch(/^export (\*|\{)/m);
    }
  });
});
