// `npm start`: build what is stale (front-ends and the compiled API, and Storybook when missing), then
// run the compiled API, which serves the app and starts the embedded PostgreSQL.
import { existsSync } from 'node:fs';
import { build } from './build.mjs';
import { run } from './run.mjs';

/** A `.env` at the repository root, when there is one (docs/configuration.md); the environment wins over it. */
const envFile = new URL('../.env', import.meta.url).pathname;

if (!(await build({ ifStale: true }))) process.exit(1);
// Storybook at /storybook/ (docs/storybook.md): built once when missing (about a minute);
// `npm run build-storybook` refreshes it.
if (!existsSync(new URL('../storybook/storybook-static/index.html', import.meta.url).pathname)) {
  console.log('start: building Storybook for /storybook/ (once; npm run build-storybook refreshes it)');
  const storybook = await run('npm', ['run', 'build-storybook', '-w', 'storybook', '--silent'], { quiet: true });
  if (!storybook.ok) console.log(`start: Storybook did not build; /storybook/ says so\n${storybook.output}`);
}
const { code } = await run(
  'node',
  ['--enable-source-maps', ...(existsSync(envFile) ? [`--env-file=${envFile}`] : []), 'dist/main.js'],
  {
    cwd: new URL('../api/', import.meta.url).pathname,
    env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
  },
);
process.exit(typeof code === 'number' ? code : 0);
