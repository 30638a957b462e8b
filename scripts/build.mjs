// Builds every front-end workspace (host and remotes) and the API to their own dist/, two at a time
// (2-core machines). `node scripts/build.mjs --if-stale` skips workspaces whose dist is newer than their sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { builds, root, sharedPackages } from './workspaces.mjs';
import { copyReferenceBundle } from './api-docs-bundle.mjs';
import { pool, run } from './run.mjs';

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The file whose modification time says when each workspace was last built. */
const MARKERS = { host: 'index.html', api: 'main.js' };
const builtAt = (ws) => {
  const marker = path.join(root, ws, 'dist', MARKERS[ws] ?? 'mf-manifest.json');
  return existsSync(marker) ? statSync(marker).mtimeMs : 0;
};

export async function build({ ifStale = false, only = builds } = {}) {
  // The API serves the reference page's script from api/assets (normally copied at npm install).
  if (only.includes('api')) copyReferenceBundle();
  const sharedChanged = Math.max(...sharedPackages.map((p) => newestMtime(path.join(root, p, 'src'))));
  const todo = only.filter((ws) => {
    if (!ifStale) return true;
    const built = builtAt(ws);
    return (
      built === 0 ||
      built <
        Math.max(sharedChanged, newestMtime(path.join(root, ws, 'src')), newestMtime(path.join(root, ws, 'public')))
    );
  });
  if (todo.length === 0) {
    console.log(`build: ${only.length === builds.length ? 'everything' : only.join(', ')} up to date`);
    return true;
  }
  console.log(`build: ${todo.join(', ')}`);
  const results = await pool(
    todo.map((ws) => () => run('npm', ['run', 'build', '-w', ws, '--silent'], { quiet: true })),
    2,
  );
  let ok = true;
  results.forEach((r, i) => {
    console.log(`build: ${todo[i]} ${r.ok ? 'ok' : 'FAILED'} in ${(r.ms / 1000).toFixed(1)} s`);
    if (!r.ok) {
      ok = false;
      console.log(r.output);
    }
  });
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await build({ ifStale: process.argv.includes('--if-stale') });
  process.exit(ok ? 0 : 1);
}
