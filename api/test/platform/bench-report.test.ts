// `npm run bench` tells the truth (issue #20): what it reports about a phase, from the phase's books.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { summarize, withSources } from '../../bench/cpu-profile';
import { createLatencyHistogram, LATENCY_LIMIT_MS } from '../../bench/latency';
import { openLoad } from '../../bench/load';
import type { LoadResult } from '../../bench/load';
import { createRecoveryClock, describeOverload, offering, overloadMet } from '../../bench/overload';
import type { OverloadResult } from '../../bench/overload';
import { createEventReader, streamsMet } from '../../bench/streams';
import { describeStorm, stormMet } from '../../bench/storm';
import type { StormResult } from '../../bench/storm';
import type { StreamResult } from '../../bench/streams';
import {
  achieved,
  describePhase,
  formatLatency,
  latencyRatio,
  medianRatio,
  openVerdict,
  saturationRatio,
  worstOf,
} from '../../bench/report';

/** A phase's result with `latencies` recorded and `unanswered` requests never answered. */
function phase({
  seconds = 10,
  latencies = [] as number[],
  unanswered = 0,
  answered = latencies.length,
  errors = unanswered,
}: Partial<LoadResult> & { latencies?: number[] }): LoadResult {
  const latency = createLatencyHistogram();
  for (const ms of latencies) latency.record(ms);
  for (let i = 0; i < unanswered; i += 1) latency.recordUnanswered();
  return {
    seconds,
    sent: latencies.length + unanswered,
    answered,
    errors,
    unanswered,
    refused: 0,
    latency,
    refusals: { api: createLatencyHistogram(), balancer: createLatencyHistogram() },
    errorSamples: [],
  };
}

const times = (n: number, ms: number) => Array.from({ length: n }, () => ms);

describe('the latency histogram', () => {
  it('when a quantile is within 5 s, then it is that bucket', () => {
    const h = createLatencyHistogram();
    for (const ms of [1, 2, 3, 4, 100]) h.record(ms);
    expect(h.quantile(0.5)).toBeCloseTo(3.05, 5);
    expect(h.quantile(1)).toBe(100);
  });

  it('when a quantile lands in the last bucket (slower than 5 s or never answered), then it is Infinity, never 5000.1 ms', () => {
    const slow = createLatencyHistogram();
    for (const ms of [1, 6_000, 7_000]) slow.record(ms);
    expect(slow.quantile(0.5)).toBe(Infinity);
    const never = createLatencyHistogram();
    never.record(1);
    never.recordUnanswered();
    expect(never.quantile(0.99)).toBe(Infinity);
    expect(never.quantile(0.5)).toBeCloseTo(1, 5);
  });

  it('then a latency is printed in ms, and one beyond the range as "> 5 s"', () => {
    expect(formatLatency(1.44)).toBe('1.4 ms');
    expect(formatLatency(Infinity)).toBe('> 5 s');
    expect(describePhase(phase({ latencies: [6_000] }))).toContain('p50 > 5 s');
  });
});

describe('achieved and the verdict of the open model', () => {
  const offered = 100; // req/s over a 10 s phase

  it('when every request came back in time, then achieved is what was answered within the phase and the verdict pass', () => {
    const result = phase({ latencies: times(1_000, 2) });
    expect(achieved(result)).toBe(100);
    expect(openVerdict(result, offered, 50)).toBe('pass');
  });

  it('when answers came after the phase (the slow machine: p50 over 5 s, no error seen), then achieved is below offered and the verdict saturated', () => {
    const result = phase({ latencies: times(1_000, 5_000.1), answered: 550, errors: 0 });
    expect(achieved(result)).toBe(55);
    expect(openVerdict(result, offered, 50)).toBe('saturated');
    expect(describePhase(result, offered)).toMatch(/^achieved 55 req\/s of 100 offered .*p50 > 5 s/);
  });

  it('when requests were not answered within the phase, then they are errors and the verdict saturated', () => {
    const result = phase({ latencies: times(995, 2), unanswered: 5 });
    expect(openVerdict(result, offered * 0.995, 50)).toBe('saturated');
    expect(describePhase(result)).toContain('errors 5, 5 of them not answered within 5 s');
  });

  it('when it kept up but had errors or a p99 over the target, then the verdict is fail', () => {
    expect(openVerdict(phase({ latencies: times(1_000, 2), errors: 1 }), offered, 50)).toBe('fail');
    expect(openVerdict(phase({ latencies: times(1_000, 60) }), offered, 50)).toBe('fail');
  });
});

describe('ratios', () => {
  it('when either saturation run had errors, then there is no ratio', () => {
    expect(saturationRatio(phase({ latencies: times(800, 1) }), phase({ latencies: times(1_000, 1) }))).toBeCloseTo(
      0.8,
      5,
    );
    expect(
      saturationRatio(phase({ latencies: times(800, 1), errors: 3 }), phase({ latencies: times(1_000, 1) })),
    ).toBeNull();
  });

  it('when the saturation ran in rounds, then the ratio is the median round, and none if any round had errors', () => {
    expect(medianRatio([0.9, 0.6, 0.8])).toBeCloseTo(0.8, 5);
    expect(medianRatio([0.9, 0.6, 0.8, 0.7])).toBeCloseTo(0.75, 5);
    expect(medianRatio([0.9, null, 0.8])).toBeNull();
    expect(medianRatio([])).toBeNull();
  });

  it('when the large history is beyond the range, then the growth ratio is Infinity', () => {
    expect(latencyRatio(phase({ latencies: [2] }), phase({ latencies: [3] }), 0.5)).toBeCloseTo(1.5, 1);
    expect(latencyRatio(phase({ latencies: [2] }), phase({ latencies: [], unanswered: 1 }), 0.5)).toBe(Infinity);
  });
});

describe('the overload phase (issue #47)', () => {
  it('when the streams are scaled to a rate, then together they offer that rate and keep their proportions', () => {
    const streams = [
      { target: { path: '/a' }, intervalMs: 1_000 },
      { target: { path: '/b' }, intervalMs: 2_000 },
    ];
    const faster = offering(streams, 30); // 1.5 req/s -> 30: 20 x as often
    expect(faster.map((s) => s.intervalMs)).toEqual([50, 100]);
  });

  it("when requests after the drop were refused, failed or slow, then recovery is the last one's scheduled moment after the drop", () => {
    const drop = 10_000;
    const clock = createRecoveryClock(drop, 100);
    clock.record({ since: drop + 50, ms: 3, status: 503 });
    clock.record({ since: drop + 400, ms: 250, status: 200 }); // answered, but slow
    clock.record({ since: drop + 300, ms: 5_000, status: new Error('socket hang up') });
    clock.record({ since: drop + 900, ms: 2, status: 200 });
    expect(clock.ms).toBe(400);
    expect(clock.late).toBe(3);
    expect(createRecoveryClock(drop, 100).ms).toBe(0);
  });

  /** An overload pass with this overload, then `after` (one quick answer unless told). */
  const overloadResult = (
    overload: LoadResult,
    { after = phase({ latencies: [1] }), recoveryMs = 0 }: { after?: LoadResult; recoveryMs?: number } = {},
  ): OverloadResult => ({
    times: 3,
    offered: 300,
    overload,
    cpuMsPerRequest: 0.2,
    generator: { cores: 0.5, delayP99Ms: 3 },
    calm: 50,
    after,
    recoveryMs,
    late: 0,
  });

  it("when the admitted p99, the refusals' p99 or the recovery is over its target, then that target is not met", () => {
    const result = (overload: LoadResult, recoveryMs: number) => overloadResult(overload, { recoveryMs });
    const refusals = (...ms: number[]) => {
      const r = phase({ latencies: times(100, 20) });
      for (const m of ms) r.refusals.api.record(m);
      return { ...r, refused: ms.length, errors: ms.length };
    };
    expect(overloadMet(result(refusals(...times(100, 1)), 300))).toEqual({
      admitted: 'PASS',
      refusals: 'PASS',
      recovery: 'PASS',
    });
    expect(overloadMet(result(phase({ latencies: times(100, 150) }), 300)).admitted).toBe('FAIL');
    expect(overloadMet(result(refusals(...times(100, 8)), 300)).refusals).toBe('FAIL');
    expect(overloadMet(result(refusals(1), 1_500)).recovery).toBe('FAIL');
  });

  it("when nothing was refused, then the refusals' target is NOT MEASURED, never PASS; nothing admitted or a calm phase left unanswered fails", () => {
    const result = (overload: LoadResult, after: LoadResult) => overloadResult(overload, { after });
    const calm = phase({ latencies: [1] });
    expect(overloadMet(result(phase({ latencies: times(100, 20) }), calm)).refusals).toBe('NOT MEASURED');
    expect(overloadMet(result(phase({ unanswered: 100 }), calm)).admitted).toBe('FAIL');
    expect(overloadMet(result(phase({ latencies: [1] }), phase({ unanswered: 10 }))).recovery).toBe('FAIL');
    expect(overloadMet(result(phase({ latencies: [1] }), phase({}))).recovery).toBe('FAIL');
    expect(worstOf(['PASS', 'NOT MEASURED'])).toBe('NOT MEASURED');
    expect(worstOf(['NOT MEASURED', 'FAIL', 'PASS'])).toBe('FAIL');
    expect(worstOf([])).toBe('NOT MEASURED');
  });

  it("when the balancer and the API both refused, then each place's refusals are told apart, with their own p99", () => {
    const overload = phase({ latencies: times(100, 20) });
    for (const ms of times(50, 0.5)) overload.refusals.balancer.record(ms);
    for (const ms of times(10, 9)) overload.refusals.api.record(ms);
    const r = overloadResult({ ...overload, refused: 60, errors: 60 });
    const lines = describeOverload(r);
    expect(lines).toContain(
      'refused (503) by the balancer: 50 (5 req/s), p50 0.5 ms, p99 0.5 ms, max 0.5 ms (target < 5 ms)',
    );
    expect(lines).toContain(
      'refused (503) by the API: 10 (1 req/s), p50 9.0 ms, p99 9.0 ms, max 9.0 ms (target < 5 ms)',
    );
    expect(overloadMet(r).refusals).toBe('FAIL');
  });
});

describe('the reconnect storm (issue #61)', () => {
  const storm = (over: Partial<StormResult> & { deliveries?: number[] }): StormResult => {
    const delivery = createLatencyHistogram();
    for (const ms of over.deliveries ?? times(100, 20)) delivery.record(ms);
    return {
      dashboards: 1_000,
      opened: 1_000,
      cut: 500,
      restartMs: 8_000,
      liveAgainMs: 6_000,
      refusals: new Map(),
      fiveHundreds: 0,
      cores: { postgres: 0.2, survivor: 0.6 },
      delivery,
      changes: 100,
      undelivered: 0,
      ...over,
    };
  };

  it('when 99 % are back within 15 s with no 5xx and the survivor delivered at p99 < 200 ms, then it passes; each miss fails its target', () => {
    expect(stormMet(storm({}))).toEqual({ back: 'PASS', noFiveHundreds: 'PASS', delivery: 'PASS' });
    expect(stormMet(storm({ liveAgainMs: null })).back).toBe('FAIL');
    expect(stormMet(storm({ liveAgainMs: 15_000 })).back).toBe('FAIL');
    expect(stormMet(storm({ fiveHundreds: 1 })).noFiveHundreds).toBe('FAIL');
    expect(stormMet(storm({ deliveries: times(100, 250) })).delivery).toBe('FAIL');
    expect(stormMet(storm({ undelivered: 1 })).delivery).toBe('FAIL');
  });

  it('when the restart cut no stream or no change was made, then those targets are NOT MEASURED, never PASS', () => {
    expect(stormMet(storm({ cut: 0 }))).toEqual({
      back: 'NOT MEASURED',
      noFiveHundreds: 'NOT MEASURED',
      delivery: 'PASS',
    });
    expect(stormMet(storm({ changes: 0, deliveries: [] })).delivery).toBe('NOT MEASURED');
  });

  it('then the failed tries are told by why, and the time back as not reached when it was not', () => {
    const lines = describeStorm(
      storm({ liveAgainMs: null, refusals: new Map([['HTTP/1.1 503 Service Unavailable (balancer)', 3]]) }),
    );
    expect(lines).toContain('99 % live again not within 60 s of the SIGTERM (target < 15 s)');
    expect(lines.join('\n')).toContain('3 x HTTP/1.1 503 Service Unavailable (balancer)');
  });
});

describe('the stream phase (issue #47)', () => {
  it('when an event comes in pieces between chunked-encoding size lines, then each event is read once, whole, with its name', () => {
    const events: [string, string][] = [];
    const read = createEventReader((event, data) => events.push([event, data]));
    const body = 'retry: 2000\nid: abc\nevent: state\ndata: {"stats":1}\n\nevent: price\ndata: {"price":"0.1"}\n\n';
    const wire = `HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n1e\r\n:\n\nevent: state\ndata: {"at":2}\n\n\r\n`;
    for (const size of [1, 7, wire.length]) {
      events.length = 0;
      for (let i = 0; i < wire.length; i += size) read(wire.slice(i, i + size));
      expect(events).toEqual([
        ['state', '{"stats":1}'],
        ['price', '{"price":"0.1"}'],
        ['state', '{"at":2}'],
      ]);
    }
  });

  it('when a stream did not open, a change failed or the p99 is over 200 ms, then delivery is not met; RSS over 1 GiB fails memory', () => {
    const result = (over: Partial<StreamResult> & { latencies?: number[] }): StreamResult => {
      const delivery = createLatencyHistogram();
      for (const ms of over.latencies ?? [20, 30, 40]) delivery.record(ms);
      return {
        dashboards: 10,
        opened: 10,
        openSeconds: 1,
        openCpuMs: { api: 1, postgres: 1 },
        openTransactions: 3,
        openErrors: [],
        cut: 0,
        seconds: 10,
        changes: 3,
        changeErrors: 0,
        delivery,
        undelivered: 0,
        priceTicks: 1,
        priceSpread: createLatencyHistogram(),
        priceEvents: 10,
        apiRssMaxBytes: 300 * 2 ** 20,
        generatorRssMaxBytes: 300 * 2 ** 20,
        apiCores: 0.1,
        ...over,
      };
    };
    expect(streamsMet(result({}))).toEqual({ delivery: true, memory: true });
    expect(streamsMet(result({ opened: 9 })).delivery).toBe(false);
    expect(streamsMet(result({ changeErrors: 1 })).delivery).toBe(false);
    expect(streamsMet(result({ latencies: [20, 30, 250] })).delivery).toBe(false);
    expect(streamsMet(result({ apiRssMaxBytes: 2 ** 30 })).memory).toBe(false);
  });
});

describe('the open model against a server that leaves requests hanging', () => {
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/answer') res.end('{}');
      // '/hang': never answered
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it(
    'when requests get no answer, then each is an error, none counts as achieved, and the p99 is beyond the range',
    async () => {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await openLoad({
        baseUrl,
        streams: [
          { target: { path: '/answer' }, intervalMs: 20 },
          { target: { path: '/hang' }, intervalMs: 100 },
        ],
        seconds: 1,
      });
      // One '/hang' every 100 ms from a random phase: 10 in 1 s, fewer when a busy machine's timers
      // fire late (the last may then fall after the phase); up to 50 answered '/answer's. Every
      // request is in the histogram, and every error here is a '/hang' left without an answer. The
      // rest of what was sent is answered, or (on a busy machine) an '/answer' whose 200 came back
      // after the phase's end: in the latencies, not in what the phase achieved.
      expect(result.unanswered).toBeGreaterThanOrEqual(5);
      expect(result.unanswered).toBeLessThanOrEqual(10);
      expect(result.errors).toBe(result.unanswered);
      expect(result.latency.count).toBe(result.sent);
      expect(result.answered + result.errors).toBeLessThanOrEqual(result.sent);
      expect(result.answered + result.errors).toBeGreaterThanOrEqual(result.sent - 2);
      expect(result.answered).toBeGreaterThan(0);
      expect(result.answered).toBeLessThanOrEqual(50);
      expect(result.errorSamples[0]).toBe(`no answer within ${LATENCY_LIMIT_MS / 1000} s /hang`);
      expect(result.latency.quantile(0.99)).toBe(Infinity);
    },
    LATENCY_LIMIT_MS + 10_000,
  );
});

describe('the CPU profile of the built API', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cpu-profile-'));
    // A built file whose second line comes from the second line of src/http/poll.ts; a package's file with a map of its own.
    const map = {
      version: 3,
      file: 'main.js',
      sources: ['webpack://@ciao/api/./src/http/poll.ts'],
      names: [],
      mappings: 'AAAA;AACA',
    };
    writeFileSync(path.join(dir, 'main.js'), 'a;\nb;\n');
    writeFileSync(path.join(dir, 'main.js.map'), JSON.stringify(map));
    mkdirSync(path.join(dir, 'node_modules', 'router'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', 'router', 'index.js'), 'a;\nb;\n');
    writeFileSync(
      path.join(dir, 'node_modules', 'router', 'index.js.map'),
      JSON.stringify({ ...map, sources: ['../src/index.ts'] }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when a frame is in a built file with its source map, then it is named by its source and line; a package keeps its own name', () => {
    const frame = (id: number, functionName: string, file: string) => ({
      id,
      callFrame: { functionName, url: pathToFileURL(file).href, lineNumber: 1, columnNumber: 0 },
    });
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [2, 3] },
        frame(2, 'answerPoll', path.join(dir, 'main.js')),
        frame(3, 'next', path.join(dir, 'node_modules', 'router', 'index.js')),
      ],
      samples: [2, 2, 3],
      timeDeltas: [1000, 1000, 1000],
    };
    const lines = summarize(withSources(profile), { top: 5 });
    expect(lines).toContain(' 66.7 %      2 ms  answerPoll api/src/http/poll.ts:2');
    expect(lines).toContain(' 33.3 %      1 ms  next router:2');
  });
});
