// Every tool that starts servers or browsers (bench, bite, lighthouse, startup, mainthread) calls
// startReaper() first. It starts a small watcher process, outside the tool's session (Ctrl-C does
// not reach it), that notes every process the tool has below it, a few times a second. However the
// tool ends (normal end, failure, Ctrl-C, SIGTERM, SIGKILL), once it is gone the watcher stops what
// it noted and is still running, with whatever those started: SIGTERM, then SIGKILL after 10 s.
// Processes the tool started in its last moments are found by a marker in their environment
// (CIAO_TOOL_RUN). Then it deletes the temporary folders the tool named (removeOnExit).
// docs/testing.md, "The tools stop what they started".
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const POLL_MS = 100;
const GRACE_MS = 10_000;
const MARKER = 'CIAO_TOOL_RUN';

/** Every live process: pid -> its parent and its start time (a zombie is gone). */
export function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // The command name may hold spaces and parentheses: the fields follow its last ')'.
    const [state, ppid, ...rest] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') continue;
    table.set(Number(name), { ppid: Number(ppid), start: rest[17] });
  }
  return table;
}

/** The pids below `pids` in `table` (children, their children...), `pids` not included. */
export function descendants(table, pids) {
  const below = new Set();
  let level = new Set(pids);
  while (level.size > 0) {
    const next = new Set();
    for (const [pid, { ppid }] of table) if (level.has(ppid) && !below.has(pid)) next.add(pid);
    for (const pid of next) below.add(pid);
    level = next;
  }
  return below;
}

let watcher;

/** Starts the watcher of this process. Its children inherit the marker, so it must come before any spawn. */
export function startReaper() {
  const start = processTable().get(process.pid)?.start;
  process.env[MARKER] = `${process.pid}:${start}`;
  const { [MARKER]: _own, ...env } = process.env;
  watcher = spawn(process.execPath, [fileURLToPath(import.meta.url), String(process.pid), String(start)], {
    detached: true,
    env,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  watcher.unref();
  watcher.stdin.unref();
  watcher.stdin.on('error', () => undefined); // a watcher that is gone deletes nothing; the tool goes on
}

/** A temporary folder for the watcher to delete once the tool is gone (nothing without a watcher). */
export function removeOnExit(dir) {
  watcher?.stdin.write(`${dir}\n`);
}

function marked(run) {
  const found = new Set();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').includes(`${MARKER}=${run}`))
        found.add(Number(name));
    } catch {
      // gone meanwhile, or another user's
    }
  }
  return found;
}

async function watch(toolPid, toolStart) {
  let named = '';
  process.stdin.on('data', (chunk) => (named += chunk));
  // The tool's end closes the pipe: every folder it named has arrived.
  const allNamed = new Promise((resolve) => process.stdin.on('end', resolve));
  try {
    await stopWhatIsLeft(toolPid, toolStart);
  } finally {
    await allNamed;
    // Once nothing runs in them.
    for (const dir of named.split('\n').filter(Boolean)) rmSync(dir, { recursive: true, force: true });
  }
}

async function stopWhatIsLeft(toolPid, toolStart) {
  const noted = new Map();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  for (;;) {
    const table = processTable();
    if (table.get(toolPid)?.start !== toolStart) break;
    for (const pid of descendants(table, [toolPid])) if (pid !== process.pid) noted.set(pid, table.get(pid).start);
    await sleep(POLL_MS);
  }
  // What is still running of what was noted (the same process, not a new one with a reused pid), and below it.
  const left = () => {
    const table = processTable();
    const roots = [...noted].filter(([pid, start]) => table.get(pid)?.start === start).map(([pid]) => pid);
    for (const pid of marked(`${toolPid}:${toolStart}`)) if (table.has(pid)) roots.push(pid);
    return new Set([...roots, ...descendants(table, roots)]);
  };
  let pids = left();
  if (pids.size === 0) return;
  process.stderr.write(`reaper: the tool (pid ${toolPid}) is gone; stopping the ${pids.size} processes it left\n`);
  for (const name of ['SIGTERM', 'SIGKILL']) {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // gone meanwhile
      }
    }
    const deadline = Date.now() + GRACE_MS;
    while ((pids = left()).size > 0 && Date.now() < deadline) await sleep(POLL_MS);
    if (pids.size === 0) return;
  }
  process.stderr.write(`reaper: still running after SIGKILL: ${[...pids].join(', ')}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  watch(Number(process.argv[2]), process.argv[3]).finally(() => process.exit(0));
}
