// Each tool that starts servers or browsers is SIGKILLed once they run, and nothing it started may
// be left (scripts/reaper.mjs); so is one sent SIGTERM (as `kill <pid>` or a CI timeout sends it).
// The process tree is read with `ps`, not with the reaper's own code. The tool's temporary folders
// that its processes name (PostgreSQL's data, Chromium's profile) must be gone too.
// About two minutes, after a build: `node --test scripts/tools-stop.test.mjs` (`.ci/run` runs it
// with the smokes, scripts/smoke.mjs). docs/testing.md, "The tools stop what they started".
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './workspaces.mjs';

/** Each tool's own process (what its npm script runs), and what shows that it started its servers or browser. */
const TOOLS = [
  {
    name: 'bench',
    cwd: 'api',
    args: ['--import', 'tsx', 'bench/run.ts', '--quick'],
    started: ['postgres', 'dist/main.js'],
  },
  // Its copy is Jest's working folder, which no process names: its folders are not checked.
  {
    name: 'bite',
    cwd: '.',
    args: ['scripts/bite.mjs', 'complete-without-status-guard'],
    started: ['postgres', 'jest'],
    namesNoFolder: true,
  },
  {
    name: 'lighthouse',
    cwd: 'e2e',
    args: ['--import', 'tsx', 'lighthouse/run.ts'],
    started: ['postgres', 'dist/main.js', 'haproxy', 'chromium'],
  },
  {
    name: 'startup',
    cwd: 'e2e',
    args: ['--import', 'tsx', 'mainthread/startup.ts'],
    started: ['postgres', 'dist/main.js', 'chromium'],
  },
  {
    name: 'mainthread',
    cwd: 'e2e',
    args: ['--import', 'tsx', 'mainthread/run.ts'],
    started: ['postgres', 'dist/main.js', 'chromium'],
  },
];

const TOOL_FOLDER = new RegExp(`${os.tmpdir()}/ciao-(?:bench|lighthouse|bare-chromium|bite)-\\w+`, 'g');
const STARTS_WITHIN_MS = 180_000;
const STOPS_WITHIN_MS = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process: pid -> { ppid, key (its start time and command: a reused pid is another key) }. */
function processes() {
  const out = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,stat=,lstart=,args='], { encoding: 'utf8' }).stdout;
  const table = new Map();
  for (const line of out.split('\n')) {
    const [pid, ppid, stat, ...rest] = line.trim().split(/\s+/);
    if (!pid || stat.startsWith('Z')) continue;
    table.set(Number(pid), { ppid: Number(ppid), key: rest.join(' ') });
  }
  return table;
}

function below(table, pid) {
  const found = new Map();
  let level = [pid];
  while (level.length) {
    level = [...table].filter(([, p]) => level.includes(p.ppid)).map(([child]) => child);
    for (const child of level) found.set(child, table.get(child).key);
  }
  return found;
}

const alive = (seen) => {
  const table = processes();
  return [...seen].filter(([pid, key]) => table.get(pid)?.key === key);
};

const CASES = [
  ...TOOLS.map((tool) => ({ tool, how: 'SIGKILLed midway' })),
  { tool: TOOLS.find((tool) => tool.name === 'lighthouse'), how: 'sent SIGTERM' },
];

for (const { tool, how } of CASES) {
  test(`${tool.name} ${how} leaves none of the processes or temporary folders it started`, async () => {
    const child = spawn(process.execPath, tool.args, {
      cwd: path.join(root, tool.cwd),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    const seen = new Map();
    try {
      const deadline = Date.now() + STARTS_WITHIN_MS;
      for (;;) {
        assert.equal(child.exitCode, null, `${tool.name} ended before it started everything:\n${stderr}`);
        assert.ok(
          Date.now() < deadline,
          `${tool.name} did not start ${tool.started.join(', ')} within ${STARTS_WITHIN_MS / 1000} s`,
        );
        for (const [pid, key] of below(processes(), child.pid)) seen.set(pid, key);
        if (tool.started.every((part) => [...seen.values()].some((key) => key.includes(part)))) break;
        await sleep(200);
      }
      child.kill(how === 'sent SIGTERM' ? 'SIGTERM' : 'SIGKILL');
      const folders = [...new Set([...seen.values()].flatMap((key) => key.match(TOOL_FOLDER) ?? []))];
      assert.ok(tool.namesNoFolder || folders.length > 0, `no process of ${tool.name} named a temporary folder`);
      const until = Date.now() + STOPS_WITHIN_MS;
      while ((alive(seen).length > 0 || folders.some(existsSync)) && Date.now() < until) await sleep(200);
      assert.deepEqual(
        alive(seen).map(([pid, key]) => `${pid} ${key}`),
        [],
        `${tool.name} left processes running`,
      );
      assert.deepEqual(folders.filter(existsSync), [], `${tool.name} left its temporary folders`);
    } finally {
      child.kill('SIGKILL');
      for (const [pid] of alive(seen)) process.kill(pid, 'SIGKILL');
    }
  });
}
