// npm run bench: the polled dashboard endpoints under the spec's polling mix (docs/performance.md).
// Options: --users=1000 --seconds=30 --soak-minutes=10 --rounds=3 (of the saturation), or --quick
// (200 users, 10 s, no soak);
// --cpu-prof=<dir>: the API process writes a V8 CPU profile there when the bench stops it;
// --overload-rounds=1: rounds of the overload phase, each through the balancer and straight to the instance (alternated);
// --overload=3: its load, in times the capacity of the instance (on one core, with --overload-cpu of it);
// --overload-cpu=0.3: the instance's share of its core (a cgroup CPU quota, where root may set one);
// --streams=10000 (--quick: 500): open dashboards on the live stream in the stream phase (0: none);
// --storm=8000 (--quick: 1000): open dashboards in the reconnect storm (0: none).
// The API runs as in production: built first when its sources are newer than its build (a second
// or two), then `node --enable-source-maps dist/main.js`, not its TypeScript sources under a loader.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  contractHistoryPath,
  contractProgressPath,
  HISTORY_CARD_SIZE,
  POLL_INTERVALS_MS,
  PRICE_PATH,
  userReadPath,
} from '@ciao/contracts';
import { startHaproxy } from '../../e2e/support/haproxy';
import { limitCpu } from './cpu-quota';
import type { Haproxy } from '../../e2e/support/haproxy';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { closedLoad, openLoad } from './load';
import type { LoadResult, Target } from './load';
import { describeOverload, overloadMet, overloadPhase, OVERLOAD_TARGET, settle } from './overload';
import type { OverloadResult } from './overload';
import { cpuSeconds, rssBytes, treeCpuSeconds } from './process-cpu';
import {
  achieved,
  describePhase,
  formatLatency,
  formatRatio,
  latencyRatio,
  medianRatio,
  openVerdict,
  saturationRatio,
  worstOf,
} from './report';
import { seedUsers, seedUsersInBulk } from './seed';
import type { BenchUser } from './seed';
import { describeStreams, openFileLimit, STREAM_TARGET, streamPhase, streamsMet } from './streams';
import type { StreamResult } from './streams';
import { describeStorm, STORM_TARGET, stormMet, stormPhase } from './storm';
import type { StormResult } from './storm';

const API_DIR = path.resolve(__dirname, '..');
const REPO = path.resolve(API_DIR, '..');

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const quick = args.quick === 'true';
const USERS = Number(args.users ?? (quick ? 200 : 1000));
const SECONDS = Number(args.seconds ?? (quick ? 10 : 30));
const SOAK_MINUTES = Number(args['soak-minutes'] ?? (quick ? 0 : 10));
const CPU_PROF_DIR = args['cpu-prof'] ? path.resolve(args['cpu-prof']) : undefined;
/** The saturation: rounds of a polling-mix phase and a bare Express phase, each this long. */
const SATURATION_ROUNDS = Number(args.rounds ?? 3);
const SATURATION_SECONDS = Math.min(SECONDS, 15) / 2;
const OVERLOAD_ROUNDS = Number(args['overload-rounds'] ?? 1);
const OVERLOAD_TIMES = Number(args.overload ?? OVERLOAD_TARGET.times);
const STREAMS = Number(args.streams ?? (quick ? 500 : 10_000));
/** The reconnect storm's dashboards: HAProxy holds two sockets for each (docs/performance.md, "Reconnect storm"). */
const STORM = Number(args.storm ?? (quick ? 1_000 : 8_000));
const ADMISSION_OFF = { ADMISSION_MAX_EVENT_LOOP_DELAY_MS: 'off', ADMISSION_MAX_IN_FLIGHT: 'off' };
/** Every bench dashboard connects from this machine's one address. */
const ONE_ADDRESS = { LIVE_STREAMS_PER_ADDRESS: '100000' };
const TARGET = { p99Ms: 50, rssGrowth: 0.1, growthRatio: 1.2, halfOfBare: 0.5, saturationRatio: 0.75 };

/** The dashboard's polls per user (spec section 7): about 4.5 requests a second. */
function dashboardStreams(user: BenchUser): { target: Target; intervalMs: number }[] {
  const signedIn = (path: string): Target => ({ path, cookie: user.cookie });
  const own = (read: Parameters<typeof userReadPath>[1]): Target => signedIn(userReadPath(user.id, read));
  return [
    { target: own('stats'), intervalMs: POLL_INTERVALS_MS.stats },
    { target: own('activeContracts'), intervalMs: POLL_INTERVALS_MS.activeContract },
    { target: signedIn(contractProgressPath(user.contractId)), intervalMs: POLL_INTERVALS_MS.progress },
    { target: own('pendingRewards'), intervalMs: POLL_INTERVALS_MS.pendingRewards },
    { target: own('claimsTotal'), intervalMs: POLL_INTERVALS_MS.claimsTotal },
    { target: own('eligibility'), intervalMs: POLL_INTERVALS_MS.eligibility },
    { target: signedIn(PRICE_PATH), intervalMs: POLL_INTERVALS_MS.marketPrice },
  ];
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForOk(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The overload's connections: more than the balancer lets wait (2 x BALANCER_SERVER_MAXCONN 64 +
 * BALANCER_MAX_QUEUE 256), so that the excess reaches HAProxy to be refused there instead of waiting
 * for one of the generator's own sockets, where nothing can see it.
 */
const OVERLOAD_CONNECTIONS = 1_024;
/** The overload's instance gets this share of its core (a cgroup quota), so that 3 x its capacity fits in the generator's core. */
const OVERLOAD_CPU = Number(args['overload-cpu'] ?? 0.3);
/** The overload's instance runs on this core (taskset), the load generator on the other. */
const API_CORE = '0';
const GENERATOR_CORE = '1';
const ALL_CORES = `0-${os.cpus().length - 1}`;

/**
 * deploy/haproxy.cfg's defaults (64 in flight per instance, 256 waiting for two) hold about 13 ms of
 * work in flight and 26 ms waiting for an instance of about 5,000 requests a second: the same times
 * for an instance of `capacity` (listed twice, as both of the balancer's servers).
 */
function balancerLimitsFor(capacity: number): { maxconn: number; queue: number } {
  return { maxconn: Math.max(1, Math.round((capacity * 0.013) / 2)), queue: Math.max(2, Math.round(capacity * 0.026)) };
}

/** Every thread of this process on `cpus` (taskset's list). */
function pinSelf(cpus: string) {
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)]);
  if (pinned.status !== 0) throw new Error(`taskset failed: ${pinned.stderr.toString()}`);
}

/**
 * A Node child with these arguments; `echo`: its stdout goes to our stderr (the API's logs); `cpus`:
 * it runs on those cores only (taskset, which becomes the child: the same pid).
 */
async function startChild(
  nodeArgs: string[],
  env: NodeJS.ProcessEnv,
  { echo = true, cpus }: { echo?: boolean; cpus?: string } = {},
): Promise<ChildProcess> {
  const [command, args] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs];
  const child = spawn(command, args, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (echo) child.stdout?.pipe(process.stderr);
  return child;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function main() {
  // Each open stream is a socket in this process and one in the API, which inherits this limit.
  const files = openFileLimit();
  if (STREAMS + 1_000 > files)
    throw new Error(
      `${STREAMS} streams need about ${STREAMS + 1_000} open files, the limit is ${files}: raise it (ulimit -n) or pass --streams=<fewer>`,
    );
  if (2 * STORM + 1_000 > files)
    throw new Error(
      `a storm of ${STORM} dashboards needs about ${2 * STORM + 1_000} open files for HAProxy, the limit is ${files}: raise it (ulimit -n) or pass --storm=<fewer>`,
    );
  (await import('../../scripts/reaper.mjs')).startReaper();
  const { build } = await import('../../scripts/build.mjs');
  if (!(await build({ ifStale: true, only: ['api'] }))) throw new Error("the API's build failed");
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ciao-bench-'));
  (await import('../../scripts/reaper.mjs')).removeOnExit(tmp);
  chmodSync(tmp, 0o755);
  const lines: string[] = [];
  const say = (line = '') => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(tmp, 'pg'),
    port: await freePort(),
    database: 'ciao',
    ephemeral: true,
  });
  const postmasterPid = Number(readFileSync(path.join(tmp, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const apiPort = await freePort();
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  // Admission control off: the phases below measure throughput; the overload phase compares it off and on.
  // A deployment's settings, so the API starts as in production. The bench asks for no mail (no reset,
  // no verification): SMTP_URL names the discard port, where a mail would be refused and retried.
  const apiEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: postgres.databaseUrl,
    SMTP_URL: 'smtp://127.0.0.1:9',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  };
  const api = await startChild(
    ['--enable-source-maps', ...(CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : []), 'dist/main.js'],
    { ...apiEnv, PORT: String(apiPort), ...ADMISSION_OFF, ...ONE_ADDRESS },
  );
  let bare: ChildProcess | undefined;
  let admitting: ChildProcess | undefined;
  let balancer: Haproxy | undefined;
  let stormInstances: ChildProcess[] = [];
  try {
    await waitForOk(`${baseUrl}/api/ready`);
    const apiPid = api.pid ?? 0;
    say(
      `# npm run bench: ${USERS} dashboard users, ${SECONDS} s per phase, soak ${SOAK_MINUTES} min (${os.cpus().length} cores, Node ${process.version})`,
    );
    const users = await seedUsers(postgres.databaseUrl, { prefix: 'u', count: USERS, history: 5 });
    const [one] = await seedUsers(postgres.databaseUrl, { prefix: 'one', count: 1, history: 1 });
    const [many] = await seedUsers(postgres.databaseUrl, { prefix: 'many', count: 1, history: 10_000 });
    if (!one || !many) throw new Error('seeding failed');
    const streams = users.flatMap(dashboardStreams);
    const offered = streams.reduce((sum, s) => sum + 1000 / s.intervalMs, 0);

    // 1. The target load, open model.
    await openLoad({ baseUrl, streams, seconds: 5 }); // warm-up
    const cpuBefore = { api: cpuSeconds(apiPid), pg: treeCpuSeconds(postmasterPid) };
    const target = await openLoad({ baseUrl, streams, seconds: SECONDS });
    // Backends that exit take their CPU time with them, so PostgreSQL's figure is a floor (never below 0).
    const cpu = {
      api: cpuSeconds(apiPid) - cpuBefore.api,
      pg: Math.max(0, treeCpuSeconds(postmasterPid) - cpuBefore.pg),
    };
    const targetVerdict = openVerdict(target, offered, TARGET.p99Ms);
    const served = Math.max(1, target.sent - target.unanswered);
    say();
    say(`## Polling mix at ${offered.toFixed(0)} req/s offered (open model): ${targetVerdict}`);
    say(describePhase(target, offered));
    say(
      `CPU per request answered: API ${((cpu.api / served) * 1000).toFixed(3)} ms, PostgreSQL ${((cpu.pg / served) * 1000).toFixed(3)} ms`,
    );

    // 2. Saturation: the polling mix against bare Express, same closed-loop tool, 50 connections,
    // in rounds that alternate which goes first; the verdict reads the median round's ratio.
    bare = await startChild(['--import', 'tsx', 'bench/bare-express.ts'], {}, { echo: false });
    const barePort = await new Promise<number>((resolve) => {
      let out = '';
      bare?.stdout?.on('data', (c: Buffer) => {
        out += c.toString();
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve((JSON.parse(line) as { port: number }).port);
      });
    });
    const saturate = (base: string, targets: Target[]) =>
      closedLoad({ baseUrl: base, targets, seconds: SATURATION_SECONDS, connections: 50 });
    const mixTargets = streams.map((s) => s.target);
    /** A phase, with the CPU time the process `pid` spent per request answered in it. */
    const withCpu = async (pid: number, phase: () => Promise<LoadResult>) => {
      const before = cpuSeconds(pid);
      const run = await phase();
      return { run, cpuMs: ((cpuSeconds(pid) - before) / Math.max(1, run.sent - run.unanswered)) * 1000 };
    };
    const barePid = bare.pid ?? 0;
    const mixPhase = () => withCpu(apiPid, () => saturate(baseUrl, mixTargets));
    const barePhase = () => withCpu(barePid, () => saturate(`http://127.0.0.1:${barePort}`, [{ path: '/static' }]));
    type Measured = Awaited<ReturnType<typeof mixPhase>>;
    const rounds: { mix: Measured; bare: Measured }[] = [];
    for (let round = 0; round < SATURATION_ROUNDS; round += 1) {
      if (round % 2 === 0) {
        const mix = await mixPhase();
        rounds.push({ mix, bare: await barePhase() });
      } else {
        const bareRun = await barePhase();
        rounds.push({ mix: await mixPhase(), bare: bareRun });
      }
    }
    await stopChild(bare);
    bare = undefined;
    const ratio = medianRatio(rounds.map((r) => saturationRatio(r.mix.run, r.bare.run)));
    say();
    say(
      `## Saturation (closed loop, 50 connections; ${SATURATION_ROUNDS} rounds of ${SATURATION_SECONDS} s each, alternated)`,
    );
    rounds.forEach(({ mix, bare: reference }, i) => {
      say(
        `round ${i + 1}: ratio ${formatRatio(saturationRatio(mix.run, reference.run))} (${achieved(mix.run).toFixed(0)} / ${achieved(reference.run).toFixed(0)} req/s)`,
      );
      say(`  polling mix: ${describePhase(mix.run)}; API CPU per request ${mix.cpuMs.toFixed(3)} ms`);
      say(`  bare Express: ${describePhase(reference.run)}; its CPU per request ${reference.cpuMs.toFixed(3)} ms`);
    });
    say(`ratio ${formatRatio(ratio)} (the median round)`);

    // 2b. Overload (docs/performance.md, "Overload through the balancer"): an instance with production's admission limits,
    // restricted to one core (taskset), behind HAProxy with deploy/haproxy.cfg (both its servers
    // this instance), the load generator on the other core; its capacity measured through the
    // balancer, then about 3 x that, then the load drops back. Each round: through the balancer,
    // and straight to the instance (admission control alone), alternated.
    const admittingPort = await freePort();
    admitting = await startChild(
      ['--enable-source-maps', 'dist/main.js'],
      { ...apiEnv, PORT: String(admittingPort) },
      { cpus: API_CORE },
    );
    const admittingUrl = `http://127.0.0.1:${admittingPort}`;
    await waitForOk(`${admittingUrl}/api/ready`);
    const quota = limitCpu(admitting.pid ?? 0, OVERLOAD_CPU);
    pinSelf(GENERATOR_CORE);
    await openLoad({ baseUrl: admittingUrl, streams, seconds: 3 }); // its caches warm
    const capacityRun = await closedLoad({ baseUrl: admittingUrl, targets: mixTargets, seconds: 5, connections: 50 });
    const capacity = achieved(capacityRun);
    // deploy/haproxy.cfg's limits are sized for an instance of a whole core; this one has `capacity`.
    const shedding = balancerLimitsFor(capacity);
    const server = `127.0.0.1:${admittingPort}`;
    balancer = await startHaproxy({
      servers: [server, server],
      dir: tmp,
      env: { BALANCER_SERVER_MAXCONN: String(shedding.maxconn), BALANCER_MAX_QUEUE: String(shedding.queue) },
    });
    const balancerUrl = balancer.url;
    const overloadSeconds = Math.min(SECONDS, 10) / 2;
    const overloads: { via: 'balancer' | 'api'; result: OverloadResult }[] = [];
    for (let round = 0; round < OVERLOAD_ROUNDS; round += 1) {
      for (const via of round % 2 === 0 ? (['balancer', 'api'] as const) : (['api', 'balancer'] as const)) {
        const url = via === 'balancer' ? balancerUrl : admittingUrl;
        const result = await overloadPhase({
          baseUrl: url,
          streams,
          capacity,
          seconds: overloadSeconds,
          times: OVERLOAD_TIMES,
          connections: OVERLOAD_CONNECTIONS,
          cpuSeconds: () => cpuSeconds(admitting?.pid ?? 0),
        });
        overloads.push({ via, result });
        await settle(url); // the machine settles before the next pass
      }
    }
    pinSelf(ALL_CORES);
    await stopChild(balancer.process);
    balancer = undefined;
    await stopChild(admitting);
    admitting = undefined;
    if (quota.applied) quota.release();
    say();
    say(
      `## Overload (the instance on core ${API_CORE}, ${quota.applied ? `${Math.round(OVERLOAD_CPU * 100)} % of it (a cgroup CPU quota)` : `all of it (no CPU quota: ${quota.why})`}, the generator on core ${GENERATOR_CORE}; its capacity ${capacity.toFixed(0)} req/s (closed loop, 50 connections, 5 s, errors ${capacityRun.errors}); the balancer's limits for it: maxconn ${shedding.maxconn} per server, ${shedding.queue} waiting; ${OVERLOAD_TIMES} x that for ${overloadSeconds} s, then the load drops for ${overloadSeconds} s; ${OVERLOAD_CONNECTIONS} connections)`,
    );
    for (const { via, result } of overloads) {
      say(
        via === 'balancer'
          ? 'through the balancer (HAProxy shedding, then admission control):'
          : 'straight to the instance (admission control alone):',
      );
      for (const line of describeOverload(result)) say(`  ${line}`);
    }

    // 3. Growth: the same endpoints for a user with 1 and with 10,000 past contracts.
    const growth = async (user: BenchUser) =>
      closedLoad({
        baseUrl,
        targets: dashboardStreams(user)
          .map((s) => s.target)
          .concat({ path: contractHistoryPath(user.id, { limit: HISTORY_CARD_SIZE }), cookie: user.cookie }),
        seconds: 5,
        connections: 4,
      });
    await growth(one);
    const small = await growth(one);
    const large = await growth(many);
    const growthRatio = latencyRatio(small, large, 0.5);
    const growthErrors = small.errors + large.errors;
    const q = (r: typeof small, p: number) => formatLatency(r.latency.quantile(p));
    say();
    say('## Growth (1 vs 10,000 past contracts, 4 connections)');
    say(
      `p50 ${q(small, 0.5)} vs ${q(large, 0.5)}, p99 ${q(small, 0.99)} vs ${q(large, 0.99)}; ratio ${formatRatio(growthRatio)}; errors ${growthErrors}`,
    );

    // 3b. Streams: open dashboards on the live stream, the price ticking, 1 % of users with a change a second.
    let live: StreamResult | undefined;
    if (STREAMS > 0) {
      const streaming = await seedUsersInBulk(postgres.databaseUrl, { prefix: 's', count: STREAMS });
      live = await streamPhase({
        baseUrl,
        databaseUrl: postgres.databaseUrl,
        users: streaming,
        seconds: SECONDS,
        apiPid,
        postmasterPid,
      });
      say();
      say(
        `## Streams (${STREAMS} open dashboards for ${SECONDS} s, ${STREAM_TARGET.eventsPerUserSecond * 100} % of them with a change each second)`,
      );
      for (const line of describeStreams(live)) say(line);
    }

    // 3c. A reconnect storm: two instances behind HAProxy, one restarted as a deploy does it.
    let storm: StormResult | undefined;
    if (STORM > 0) {
      const stormEnv = { ...apiEnv, ...ONE_ADDRESS, DRAIN_DELAY_MS: '5000', TRUST_PROXY: 'loopback' };
      const ports = [await freePort(), await freePort()] as const;
      const startInstance = async (port: number) => {
        const child = await startChild(['--enable-source-maps', 'dist/main.js'], { ...stormEnv, PORT: String(port) });
        await waitForOk(`http://127.0.0.1:${port}/api/ready`);
        return child;
      };
      const survivor = await startInstance(ports[1]);
      stormInstances = [await startInstance(ports[0]), survivor];
      balancer = await startHaproxy({ servers: [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`], dir: tmp });
      const stormUsers = await seedUsersInBulk(postgres.databaseUrl, { prefix: 'storm', count: STORM });
      const balancerLog = balancer.log;
      storm = await stormPhase({
        balancerUrl: balancer.url,
        databaseUrl: postgres.databaseUrl,
        users: stormUsers,
        balancerLog,
        survivorPid: survivor.pid ?? 0,
        postmasterPid,
        restart: async () => {
          const [restarted] = stormInstances;
          if (restarted) await stopChild(restarted);
          stormInstances[0] = await startInstance(ports[0]);
        },
      });
      await stopChild(balancer.process);
      balancer = undefined;
      for (const instance of stormInstances.splice(0)) await stopChild(instance);
      say();
      say(
        `## Reconnect storm (${STORM} dashboards on two instances behind HAProxy; one instance restarted: SIGTERM, its drain, a new process)`,
      );
      for (const line of describeStorm(storm)) say(line);
    }

    // 4. Soak.
    let soak: { errors: number; rssGrowth: number } | undefined;
    if (SOAK_MINUTES > 0) {
      const samples: number[] = [];
      const run = await openLoad({
        baseUrl,
        streams,
        seconds: SOAK_MINUTES * 60,
        onTick: () => samples.push(rssBytes(apiPid)),
      });
      const first = samples[Math.min(5, samples.length - 1)] ?? 1; // after the first minute
      const last = samples.at(-1) ?? first;
      soak = { errors: run.errors, rssGrowth: (last - first) / first };
      say();
      say(`## Soak (${SOAK_MINUTES} min at ${offered.toFixed(0)} req/s): ${openVerdict(run, offered, TARGET.p99Ms)}`);
      say(`requests sent ${run.sent}; ${describePhase(run, offered)}`);
      say(
        `API RSS ${(first / 2 ** 20).toFixed(0)} -> ${(last / 2 ** 20).toFixed(0)} MiB (${(soak.rssGrowth * 100).toFixed(1)} %)`,
      );
      // Growth that levels off is the heap settling; growth to the end is a leak.
      say(
        `API RSS each minute (MiB): ${samples
          .filter((_, i) => i % 6 === 5)
          .map((b) => (b / 2 ** 20).toFixed(0))
          .join(', ')}`,
      );
    }

    const targetOk = targetVerdict === 'pass';
    const ratioAtLeast = (floor: number) => ratio !== null && ratio >= floor;
    say();
    say('## Targets');
    say(
      `${verdict(targetOk || ratioAtLeast(TARGET.halfOfBare))} ${USERS} users at p99 < ${TARGET.p99Ms} ms with zero errors (${targetVerdict}), or polling mix >= half of bare Express (${verdict(ratioAtLeast(TARGET.halfOfBare))})`,
    );
    say(
      `${verdict(ratioAtLeast(TARGET.saturationRatio))} polling mix >= ${TARGET.saturationRatio} of bare Express in the same run, median of ${SATURATION_ROUNDS} rounds (#20)`,
    );
    say(
      `${verdict(growthErrors === 0 && growthRatio <= TARGET.growthRatio)} latency with 10,000 past contracts within ${TARGET.growthRatio}x of one`,
    );
    const met = overloads.filter((o) => o.via === 'balancer').map((o) => overloadMet(o.result));
    const overloadVerdict = (target: keyof (typeof met)[number]) => worstOf(met.map((m) => m[target]));
    say(
      `${overloadVerdict('admitted')} overload at ${OVERLOAD_TIMES} x capacity: admitted requests' p99 < ${OVERLOAD_TARGET.admittedP99Ms} ms (#47)`,
    );
    say(`${overloadVerdict('refusals')} overload: refusals' p99 < ${OVERLOAD_TARGET.refusalP99Ms} ms (#47)`);
    say(
      `${overloadVerdict('recovery')} overload: everything answered again within ${OVERLOAD_TARGET.recoveryMs / 1000} s of the load dropping (#47)`,
    );
    if (live) {
      const streamed = streamsMet(live);
      say(
        `${verdict(streamed.delivery)} ${STREAMS} open streams: every change delivered, p99 < ${STREAM_TARGET.deliveryP99Ms} ms (#47)`,
      );
      say(
        `${verdict(streamed.memory)} ${STREAMS} open streams: the API's RSS < ${STREAM_TARGET.apiRssBytes / 2 ** 30} GiB (#47)`,
      );
    } else say('SKIP streams (run with --streams=10000)');
    if (storm) {
      const met = stormMet(storm);
      say(
        `${met.back} reconnect storm: 99 % of the dashboards live again within ${STORM_TARGET.liveAgainMs / 1000} s (#61)`,
      );
      say(`${met.noFiveHundreds} reconnect storm: no 5xx (#61)`);
      say(
        `${met.delivery} reconnect storm: the other instance's delivery p99 < ${STORM_TARGET.deliveryP99Ms} ms throughout (#61)`,
      );
    } else say('SKIP reconnect storm (run with --storm=8000)');
    if (soak)
      say(
        `${verdict(soak.errors === 0 && soak.rssGrowth < TARGET.rssGrowth)} soak: zero errors, RSS growth < ${TARGET.rssGrowth * 100} %`,
      );
    else say('SKIP soak (run with --soak-minutes=10)');

    const out = path.join(REPO, '.data', 'bench');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'latest.md'), `${lines.join('\n')}\n`);
    say();
    say(`report: ${path.relative(REPO, path.join(out, 'latest.md'))}`);
  } finally {
    if (bare) await stopChild(bare);
    if (balancer) await stopChild(balancer.process);
    for (const instance of stormInstances) await stopChild(instance);
    if (admitting) await stopChild(admitting);
    await stopChild(api);
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
