// `npm start`: build what is stale (front-ends and the compiled API), then run the compiled API, which
// serves the app and starts the embedded PostgreSQL.
import { existsSync } from 'node:fs';
import { build } from './build.mjs';
import { run } from './run.mjs';

/** A `.env` at the repository root, when there is one (docs/configuration.md); the environment wins over it. */
const envFile = new URL('../.env', import.meta.url).pathname;

if (!(await build({ ifStale: true }))) process.exit(1);
const { code } = await run(
  'node',
  ['--enable-source-maps', ...(existsSync(envFile) ? [`--env-file=${envFile}`] : []), 'dist/main.js'],
  {
    cwd: new URL('../api/', import.meta.url).pathname,
    env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
  },
);
process.exit(typeof code === 'number' ? code : 0);
