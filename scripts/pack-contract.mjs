#!/usr/bin/env node
// Packs the host contract (@ciao/contracts, @ciao/ui, @ciao/api-client, @ciao/shell, @ciao/build) as
// npm tarballs at the remote contract's version (REMOTE_CONTRACT_VERSION), for a remote built outside
// this repository: built JavaScript plus type declarations, no TypeScript sources, nothing that reads
// the repository. The workspaces keep compiling from their sources; only the packed copies are built.
//
//   npm run pack-contract [-- --out <folder>]     (default .data/contract-packages/)
//   npm run pack-contract -- --cached             (reused from .data/contract-cache/ while its inputs are unchanged)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { REMOTE_CONTRACT_VERSION } = require(path.join(root, 'packages/build/src/federation.cjs'));

/** The contract packages, in dependency order; `compiled` ones are TypeScript built with tsc. */
export const CONTRACT_PACKAGES = [
  { name: '@ciao/contracts', dir: 'packages/contracts', compiled: true },
  { name: '@ciao/ui', dir: 'packages/ui', compiled: true },
  { name: '@ciao/api-client', dir: 'packages/api-client', compiled: true },
  { name: '@ciao/shell', dir: 'packages/shell', compiled: true },
  { name: '@ciao/build', dir: 'packages/build', compiled: false },
];

/** The folders a package that is not compiled ships as they are (@ciao/build: its config and its Jest preset). */
const SHIPPED_AS_IS = ['src', 'jest'];
const NOT_SHIPPED = /\.(test|spec|stories)\.[cm]?[jt]sx?$/;

/** `./src/router.ts` -> `./dist/router` (without extension). */
function builtPath(sourcePath) {
  return sourcePath.replace(/^\.\/src\//, './dist/').replace(/\.(tsx?|json)$/, '');
}

/** The package.json of the packed copy: the contract's version, built exports, no workspace-only fields. */
export function packedManifest(manifest, version, compiled) {
  const pinned = (deps) =>
    deps && Object.fromEntries(Object.entries(deps).map(([n, v]) => [n, n.startsWith('@ciao/') ? version : v]));
  const packed = { ...manifest, version, dependencies: pinned(manifest.dependencies) };
  delete packed.private;
  delete packed.devDependencies;
  if (!compiled) return { ...packed, files: SHIPPED_AS_IS };
  const entry = (source) =>
    source.endsWith('.json')
      ? builtPath(source) + '.json'
      : { types: `${builtPath(source)}.d.ts`, default: `${builtPath(source)}.js` };
  const exports = manifest.exports ?? { '.': manifest.main };
  packed.exports = Object.fromEntries(Object.entries(exports).map(([key, source]) => [key, entry(source)]));
  packed.main = `${builtPath(manifest.main)}.js`;
  packed.types = `${builtPath(manifest.main)}.d.ts`;
  packed.type = 'module';
  packed.files = ['dist'];
  return packed;
}

function copyTree(from, to) {
  fs.cpSync(from, to, { recursive: true, filter: (file) => !NOT_SHIPPED.test(file) });
}

function compile(pkgDir, outDir, stage) {
  const tsconfig = path.join(stage, `tsconfig.${path.basename(pkgDir)}.json`);
  fs.writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.join(root, 'tsconfig.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        rootDir: path.join(pkgDir, 'src'),
        outDir,
        types: ['node', 'jest'],
        typeRoots: [path.join(root, 'node_modules/@types')],
        // The other contract packages resolve to their packed declarations, not to their sources.
        paths: Object.fromEntries(
          CONTRACT_PACKAGES.filter((p) => p.compiled).flatMap(({ name, dir }) => {
            const built = path.join(stage, path.basename(dir), 'dist');
            return [
              [name, [path.join(built, 'index.d.ts')]],
              [`${name}/*`, [path.join(built, '*')]],
            ];
          }),
        ),
      },
      include: [path.join(pkgDir, 'src')],
      exclude: ['test.ts', 'test.tsx', 'stories.ts', 'stories.tsx'].map((end) => path.join(pkgDir, `src/**/*.${end}`)),
    }),
  );
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', tsconfig], {
    cwd: root,
    stdio: 'inherit',
  });
  // tsc does not emit hand-written declarations (ui's styled-components theme): they ship as they are,
  // and the references tsc pointed back at them in the sources point at the shipped copies.
  const src = path.join(pkgDir, 'src');
  for (const file of fs.readdirSync(src, { recursive: true })) {
    if (file.endsWith('.d.ts')) fs.cpSync(path.join(src, file), path.join(outDir, file));
  }
  for (const file of fs.readdirSync(outDir, { recursive: true })) {
    if (!file.endsWith('.d.ts')) continue;
    const at = path.join(outDir, file);
    const text = fs.readFileSync(at, 'utf8').replace(/(\/\/\/ <reference path=")([^"]+)"/g, (line, start, ref) => {
      const target = path.resolve(path.dirname(at), ref);
      if (!target.startsWith(src + path.sep)) return line;
      return `${start}./${path.relative(path.dirname(at), path.join(outDir, path.relative(src, target)))}"`;
    });
    fs.writeFileSync(at, text);
  }
}

/** Builds and packs every contract package into `out`; returns the tarballs' paths. */
function packContract(out = path.join(root, '.data/contract-packages'), version = REMOTE_CONTRACT_VERSION) {
  fs.mkdirSync(out, { recursive: true });
  // Staged inside the repository, so that the declarations resolve the third-party packages they name.
  fs.mkdirSync(path.join(root, '.data'), { recursive: true });
  const stage = fs.mkdtempSync(path.join(root, '.data', 'contract-build-'));
  try {
    return CONTRACT_PACKAGES.map(({ dir, compiled }) => {
      const pkgDir = path.join(root, dir);
      const copy = path.join(stage, path.basename(dir));
      const manifest = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
      if (compiled) compile(pkgDir, path.join(copy, 'dist'), stage);
      else
        for (const folder of SHIPPED_AS_IS)
          if (fs.existsSync(path.join(pkgDir, folder))) copyTree(path.join(pkgDir, folder), path.join(copy, folder));
      fs.writeFileSync(
        path.join(copy, 'package.json'),
        JSON.stringify(packedManifest(manifest, version, compiled), null, 2) + '\n',
      );
      const readme = path.join(pkgDir, 'README.md');
      if (fs.existsSync(readme)) fs.copyFileSync(readme, path.join(copy, 'README.md'));
      const [packed] = JSON.parse(
        execFileSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: copy, encoding: 'utf8' }),
      );
      return path.join(out, packed.filename);
    });
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

/**
 * Everything the packed copies are made of: the contract packages' files (those git tracks, or new
 * and not ignored), the root tsconfig.json, the lock file (the TypeScript that compiles them), this
 * script and the version.
 */
function contractInputsHash(version) {
  const hash = createHash('sha256').update(version);
  const dirs = CONTRACT_PACKAGES.map(({ dir }) => dir);
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z', '--', ...dirs], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  const inputs = [...new Set([...files, 'tsconfig.json', 'package-lock.json', 'scripts/pack-contract.mjs'])].sort();
  for (const file of inputs) {
    const at = path.join(root, file);
    // A deleted file git still lists counts by its absence.
    hash.update(`\0${file}\0`).update(fs.existsSync(at) ? fs.readFileSync(at) : '');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The packed contract, packed again only when an input changed (docs/testing.md, "What a run costs"):
 * the tarballs of the last packing are kept in `.data/contract-cache/<hash of the inputs>/`.
 */
export function cachedContract(version = REMOTE_CONTRACT_VERSION) {
  const cache = path.join(root, '.data', 'contract-cache');
  const dir = path.join(cache, contractInputsHash(version));
  const list = path.join(dir, 'tarballs.json');
  if (!fs.existsSync(list)) {
    fs.mkdirSync(cache, { recursive: true });
    // Packed aside, then moved in whole: a run that stops midway leaves no half cache.
    const staging = fs.mkdtempSync(path.join(cache, 'packing-'));
    const tarballs = packContract(staging, version);
    fs.writeFileSync(path.join(staging, 'tarballs.json'), JSON.stringify(tarballs.map((t) => path.basename(t))));
    // The packings of older inputs go (another run's packing in progress stays).
    for (const old of fs.readdirSync(cache)) {
      if (!old.startsWith('packing-')) fs.rmSync(path.join(cache, old), { recursive: true, force: true });
    }
    try {
      fs.renameSync(staging, dir);
    } catch (error) {
      // Another run packed the same inputs first: its tarballs are these.
      fs.rmSync(staging, { recursive: true, force: true });
      if (!fs.existsSync(list)) throw error;
    }
  }
  return JSON.parse(fs.readFileSync(list, 'utf8')).map((name) => path.join(dir, name));
}

/**
 * Installs the packed contract into `project` (a folder outside the repository) without the network,
 * as a test of a remote in its own repository needs it: every `@ciao/*` package from its tarball,
 * every third-party package linked from the repository's node_modules.
 */
export function installContract(project, tarballs) {
  const modules = path.join(project, 'node_modules');
  fs.mkdirSync(path.join(modules, '@ciao'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules')))
    if (entry !== '@ciao' && !entry.startsWith('.'))
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry), 'dir');
  fs.mkdirSync(path.join(modules, '.bin'));
  for (const entry of fs.readdirSync(path.join(root, 'node_modules', '.bin')))
    fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules', '.bin', entry)), path.join(modules, '.bin', entry));
  for (const tarball of tarballs) {
    const name = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })).name;
    const into = path.join(modules, name);
    fs.mkdirSync(into, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', into, '--strip-components=1']);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const tarballs = process.argv.includes('--cached')
    ? cachedContract()
    : packContract(at > 0 ? path.resolve(process.argv[at + 1]) : undefined);
  for (const tarball of tarballs) console.log(path.relative(process.cwd(), tarball));
}
