// The host contract packed for a remote outside the repository (scripts/pack-contract.mjs): tarballs
// at the contract's version, built JavaScript and declarations only, and a project in a folder
// outside the repository gets the type errors the workspace gets when it breaks the contract.
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, expect, it, beforeAll, afterAll } = require('@jest/globals');
const { REMOTE_CONTRACT_VERSION } = require('./federation.cjs');

const root = path.resolve(__dirname, '..', '..', '..');
const NAMES = ['contracts', 'ui', 'api-client', 'shell', 'build'];

let tarballs;

// The cached packing (packed again whenever an input changed), which the browser test of the
// template installs after this: what is checked here is what it gets.
beforeAll(() => {
  const printed = execFileSync(process.execPath, [path.join(root, 'scripts/pack-contract.mjs'), '--cached'], {
    cwd: root,
    encoding: 'utf8',
  });
  const paths = printed
    .trim()
    .split('\n')
    .map((line) => path.resolve(root, line));
  tarballs = Object.fromEntries(
    NAMES.map((name) => [
      name,
      paths.find((file) => path.basename(file) === `ciao-${name}-${REMOTE_CONTRACT_VERSION}.tgz`),
    ]),
  );
}, 240_000);

const listing = (tarball) => execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
const manifest = (tarball) =>
  JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));

describe('the packed host contract', () => {
  it.each(NAMES)('@ciao/%s is at the contract version, depends on the others at that version', (name) => {
    const packed = manifest(tarballs[name]);
    expect(packed).toMatchObject({ name: `@ciao/${name}`, version: REMOTE_CONTRACT_VERSION });
    expect(packed.private).toBeUndefined();
    for (const [dep, range] of Object.entries(packed.dependencies ?? {})) {
      if (dep.startsWith('@ciao/')) expect(range).toBe(REMOTE_CONTRACT_VERSION);
    }
  });

  it.each(['contracts', 'ui', 'api-client', 'shell'])(
    '@ciao/%s ships JavaScript and declarations, no sources nor tests',
    (name) => {
      const files = listing(tarballs[name]);
      expect(files).toContain('package/dist/index.js');
      expect(files).toContain('package/dist/index.d.ts');
      expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
      expect(files.filter((file) => /\.test\./.test(file))).toEqual([]);
      const packed = manifest(tarballs[name]);
      for (const target of Object.values(packed.exports)) {
        for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
          expect(files).toContain(path.posix.join('package', file));
        }
      }
    },
  );

  it('templates/remote depends on every contract package at the contract version', () => {
    const template = JSON.parse(fs.readFileSync(path.join(root, 'templates/remote/package.json'), 'utf8'));
    const contract = Object.entries({ ...template.dependencies, ...template.devDependencies }).filter(([name]) =>
      name.startsWith('@ciao/'),
    );
    expect(Object.fromEntries(contract)).toEqual(
      Object.fromEntries(NAMES.map((name) => [`@ciao/${name}`, REMOTE_CONTRACT_VERSION])),
    );
  });

  it("@ciao/ui's declarations reference its theme's augmentation inside the package", () => {
    const theme = execFileSync('tar', ['-xzOf', tarballs.ui, 'package/dist/theme.d.ts'], { encoding: 'utf8' });
    expect(theme).toContain('/// <reference path="./styled.d.ts" preserve="true" />');
    expect(listing(tarballs.ui)).toContain('package/dist/styled.d.ts');
  });

  describe('in a project outside the repository', () => {
    let project;

    beforeAll(() => {
      project = fs.mkdtempSync(path.join(os.tmpdir(), 'ciao-remote-types-'));
      const modules = path.join(project, 'node_modules');
      fs.mkdirSync(path.join(modules, '@ciao'), { recursive: true });
      // Third-party packages come from the repository's node_modules (no network); @ciao/* only from the tarballs.
      for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
        if (entry !== '@ciao' && !entry.startsWith('.')) {
          fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
        }
      }
      for (const name of NAMES) {
        const into = path.join(modules, '@ciao', name);
        fs.mkdirSync(into);
        execFileSync('tar', ['-xzf', tarballs[name], '-C', into, '--strip-components=1']);
      }
      fs.writeFileSync(
        path.join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: [],
          },
          include: ['src'],
        }),
      );
    });

    afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

    const typeCheck = (source) => {
      fs.rmSync(path.join(project, 'src'), { recursive: true, force: true });
      fs.mkdirSync(path.join(project, 'src'));
      fs.writeFileSync(path.join(project, 'src', 'screen.tsx'), source);
      const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
      const run = spawnSync(process.execPath, [tsc, '-p', project], { cwd: project, encoding: 'utf8' });
      return { status: run.status, output: run.stdout + run.stderr };
    };

    it('type-checks a screen that keeps the contract', () => {
      const result = typeCheck(
        [
          "import type { ProfileDialogProps } from '@ciao/shell';",
          "import { useToast } from '@ciao/shell';",
          "import { Button } from '@ciao/ui';",
          'export default function ProfileDialog({ open }: ProfileDialogProps) {',
          '  const { toast } = useToast();',
          "  return <Button onClick={() => toast({ title: 'Saved' })}>{open ? 'Open' : 'Closed'}</Button>;",
          '}',
          'export const props: ProfileDialogProps = { open: true, onOpenChange: () => {} };',
        ].join('\n'),
      );
      expect(result.output).toBe('');
      expect(result.status).toBe(0);
    }, 120_000);

    it('reports the type error of a screen that takes the wrong props or a name the contract lacks', () => {
      const result = typeCheck(
        [
          "import type { ProfileDialogProps } from '@ciao/shell';",
          "import { useToasts } from '@ciao/shell';",
          "export const props: ProfileDialogProps = { open: 'yes', onOpenChange: () => {} };",
          'export const hook = useToasts;',
        ].join('\n'),
      );
      expect(result.status).not.toBe(0);
      expect(result.output).toMatch(/error TS2322: Type 'string' is not assignable to type 'boolean'/);
      expect(result.output).toMatch(/error TS2724: '"@ciao\/shell"' has no exported member named 'useToasts'/);
    }, 120_000);
  });
});
