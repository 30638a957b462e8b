// Small process helpers for the root scripts: run a command, or run several with bounded concurrency.
import { spawn } from 'node:child_process';
import { root } from './workspaces.mjs';

/** `quiet`: the output is collected (in `output`), not shown; `tee`: collected and shown. */
export function run(cmd, args, { cwd = root, env = {}, quiet = false, tee = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const collect = quiet || tee;
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (collect) {
      child.stdout.on('data', (d) => {
        output += d;
        if (tee) process.stdout.write(d);
      });
      child.stderr.on('data', (d) => {
        output += d;
        if (tee) process.stderr.write(d);
      });
    }
    child.on('close', (code, signal) =>
      resolve({ ok: code === 0, code: code ?? signal, output, ms: Date.now() - started }),
    );
  });
}

/** Runs tasks (functions returning promises) with at most `limit` at once; resolves to their results in order. */
export async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
