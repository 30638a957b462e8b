import { readdirSync } from 'node:fs';
import path from 'node:path';

// api/test follows the components (docs/testing.md, "Where an API test goes"): a folder per
// component of api/src/components, `platform/` and `http/` for what crosses them, shared helpers in
// `support/`. A test file directly in api/test, or in a folder named after nothing, fails here.

const TESTS = path.resolve(__dirname, '..');
const COMPONENTS = path.resolve(TESTS, '..', 'src', 'components');
const CROSS_CUTTING = ['platform', 'http'];

const foldersOf = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('the layout of api/test', () => {
  it('no test file sits directly in api/test', () => {
    const loose = readdirSync(TESTS).filter((name) => /\.test\.tsx?$/.test(name));
    expect(loose).toEqual([]);
  });

  it('when a folder holds tests, then it is named after a component, platform/ or http/; support/ holds none', () => {
    const allowed = new Set([...foldersOf(COMPONENTS), ...CROSS_CUTTING]);
    const misplaced = foldersOf(TESTS).flatMap((folder) => {
      const tests = readdirSync(path.join(TESTS, folder), { recursive: true, encoding: 'utf8' }).filter((name) =>
        /\.test\.tsx?$/.test(name),
      );
      return tests.length > 0 && !allowed.has(folder) ? tests.map((name) => `${folder}/${name}`) : [];
    });
    expect(misplaced).toEqual([]);
  });
});
