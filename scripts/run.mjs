// Small process helpers for the root scripts: run a command, or run several with bounded concurrency.
import { spawn } from 'node:child_process';
import { root } from './workspaces.mjs';

export function run(cmd, args, { cwd = root, env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code, signal) => resolve({ ok: code === 0, code: code ?? signal, output, ms: Date.now() - started }));
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
