#!/usr/bin/env node
// npm run release [-- --version <v>] [--canary <percent>]
//
// Publishes dist/ (npm run build) to a running app over HTTP: the build's files in one gzip'd tar,
// with ciao-release.json at its root naming the remote, the version and every file with its SHA-256,
// POSTed to <CIAO_APP_URL>/api/releases/<remote> with the deploy token CIAO_DEPLOY_TOKEN. The release
// is then published, not live; --canary <percent> starts a canary of it for that share of visitors.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { create } from 'tar';

const RELEASE_FILE = 'ciao-release.json';
const here = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const { values } = parseArgs({ options: { version: { type: 'string' }, canary: { type: 'string' } } });

const app = process.env.CIAO_APP_URL;
const token = process.env.CIAO_DEPLOY_TOKEN;
if (!app || !token) {
  console.error('Set CIAO_APP_URL (the app, e.g. https://staging.example.com) and CIAO_DEPLOY_TOKEN (a deploy token).');
  process.exit(2);
}
const remote = pkg.ciao.remote;
const version = values.version ?? pkg.version;
const dist = path.join(here, 'dist');

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name !== RELEASE_FILE)
  .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  .sort();
const sha256 = (file) =>
  createHash('sha256')
    .update(readFileSync(path.join(dist, file)))
    .digest('hex');
writeFileSync(
  path.join(dist, RELEASE_FILE),
  JSON.stringify({ remote, version, files: files.map((file) => ({ path: file, sha256: sha256(file) })) }, null, 2),
);
const chunks = [];
try {
  for await (const chunk of create({ gzip: true, cwd: dist, portable: true }, [...files, RELEASE_FILE]))
    chunks.push(chunk);
} finally {
  rmSync(path.join(dist, RELEASE_FILE));
}

/** POSTs to the release API; prints its answer and exits 1 on a refusal. */
async function post(route, body, contentType) {
  const response = await fetch(new URL(`/api/releases/${remote}${route}`, app), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    console.error(`${remote} ${version}: ${response.status} ${answer.message ?? response.statusText}`);
    process.exit(1);
  }
  return answer;
}

await post('', Buffer.concat(chunks), 'application/gzip');
console.log(`published ${remote} ${version} (${files.length} files)`);
if (values.canary) {
  const answer = await post('/canary', JSON.stringify({ version, percent: Number(values.canary) }), 'application/json');
  console.log(answer.summary ?? `${remote} ${version}: canary for ${values.canary} %`);
}
