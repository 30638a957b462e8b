// Copies the API reference page's script (Scalar's standalone bundle, the pinned version of the
// npm package) to api/assets/api-docs/, so /api/docs serves it from the app's own origin: nothing
// third-party runs there, and the page works offline. Run by `npm install` (postinstall) and the
// build; a copy of the pinned version already there is kept. The package is fetched with
// `npm pack` (npm's cache, the registry once): it is not a dependency, since it requires Node 22
// for its own tooling while the bundle is a browser file. docs/api.md, "The reference page's policy".
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './workspaces.mjs';

const pin = JSON.parse(readFileSync(path.join(root, 'api/src/components/api-docs/reference-bundle.json'), 'utf8'));

/** Where the API finds the bundle: its name carries the version (the page's URL does too). */
export const bundlePath = path.join(root, pin.copiedTo, `scalar-${pin.version}.js`);

export function copyReferenceBundle() {
  if (existsSync(bundlePath)) return;
  const work = mkdtempSync(path.join(os.tmpdir(), 'ciao-api-docs-'));
  try {
    const tarball = execFileSync(
      'npm',
      ['pack', `${pin.package}@${pin.version}`, '--silent', '--pack-destination', work],
      { cwd: work, encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .at(-1);
    execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, `package/${pin.file}`]);
    mkdirSync(path.dirname(bundlePath), { recursive: true });
    copyFileSync(path.join(work, 'package', pin.file), bundlePath);
    console.log(`api-docs: ${pin.package}@${pin.version} copied to ${path.relative(root, bundlePath)}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) copyReferenceBundle();
