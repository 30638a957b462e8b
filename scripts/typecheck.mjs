// `npm run typecheck`: tsc over every TypeScript workspace, two at a time (also the first step of `npm test`).
import { fileURLToPath } from 'node:url';
import { pool, run } from './run.mjs';
import { typed } from './workspaces.mjs';

/** Resolves true when every workspace type-checks; prints one line per workspace (and errors). */
export async function typecheck() {
  const results = await pool(
    typed.map((ws) => () => run('npx', ['tsc', '-p', `${ws}/tsconfig.json`], { quiet: true })),
    2,
  );
  results.forEach((r, i) => console.log(`tsc ${typed[i]}: ${r.ok ? 'ok' : 'FAILED'}${r.ok ? '' : `\n${r.output}`}`));
  return results.every((r) => r.ok);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = (await typecheck()) ? 0 : 1;
