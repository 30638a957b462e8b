import fc from 'fast-check';
import { contractProgressAt, pendingRewardsAt, timingOf } from './progress';

/** $CIAO as integer units of 1e-10 (NUMERIC(30, 10)): exact reference arithmetic, independent of decimal.js. */
const UNITS = 10n ** 10n;
const toUnits = (text: string): bigint => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * UNITS + BigInt(fraction.padEnd(10, '0'));
};
const fromUnits = (units: bigint): string => {
  const whole = units / UNITS;
  const fraction = (units % UNITS).toString().padStart(10, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
};

const reward = fc.bigInt({ min: 1n, max: 10n ** 18n }).map(fromUnits);
const start = fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2030-01-01T00:00:00Z') });
// 1 h at the e2e time scale (6 s) up to 24 h.
const duration = fc.integer({ min: 1, max: 24 * 3_600_000 });
const offset = fc.integer({ min: -3_600_000, max: 30 * 3_600_000 });

describe('contractProgressAt (the API and the dashboard compute progress with it)', () => {
  it('the reward so far is the reward x elapsed / duration, rounded down to 10 decimals; the rest follows from the clock', () => {
    fc.assert(
      fc.property(reward, start, duration, offset, fc.boolean(), (expectedReward, startMs, total, after, active) => {
        const endMs = startMs + total;
        const now = startMs + after;
        const elapsed = active ? Math.min(Math.max(after, 0), total) : total;
        const answer = contractProgressAt({ startMs, endMs, expectedReward, active }, now);
        expect(answer.currentReward).toBe(fromUnits((toUnits(expectedReward) * BigInt(elapsed)) / BigInt(total)));
        expect(answer.timeRemaining).toBe(total - elapsed);
        expect(answer.progress).toBeCloseTo((elapsed / total) * 100, 4);
        expect(answer.progress).toBeGreaterThanOrEqual(0);
        expect(answer.progress).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never decreases as time passes, and ends at the whole reward exactly', () => {
    fc.assert(
      fc.property(reward, start, duration, offset, offset, (expectedReward, startMs, total, a, b) => {
        const timing = { startMs, endMs: startMs + total, expectedReward, active: true };
        const [early, late] = [
          contractProgressAt(timing, startMs + Math.min(a, b)),
          contractProgressAt(timing, startMs + Math.max(a, b)),
        ];
        expect(late.progress).toBeGreaterThanOrEqual(early.progress);
        expect(toUnits(late.currentReward) >= toUnits(early.currentReward)).toBe(true);
        expect(late.timeRemaining).toBeLessThanOrEqual(early.timeRemaining);
        expect(contractProgressAt(timing, startMs + total)).toEqual({
          progress: 100,
          currentReward: fromUnits(toUnits(expectedReward)),
          timeRemaining: 0,
        });
      }),
    );
  });

  it('reads a contract as the API sends it', () => {
    expect(
      timingOf({
        startTime: '2026-01-15T12:00:00.000Z',
        endsAt: '2026-01-15T13:00:00.000Z',
        expectedReward: '1.5',
        status: 'active',
      }),
    ).toEqual({
      startMs: Date.parse('2026-01-15T12:00:00Z'),
      endMs: Date.parse('2026-01-15T13:00:00Z'),
      expectedReward: '1.5',
      active: true,
    });
  });
});

describe('pendingRewardsAt', () => {
  it("adds a running contract's reward exactly when its time is up, and only then", () => {
    fc.assert(
      fc.property(reward, reward, start, duration, offset, (pending, expectedReward, startMs, total, after) => {
        const timing = { startMs, endMs: startMs + total, expectedReward, active: true };
        const due = after >= total;
        expect(pendingRewardsAt(pending, timing, startMs + after)).toBe(
          fromUnits(toUnits(pending) + (due ? toUnits(expectedReward) : 0n)),
        );
        expect(pendingRewardsAt(pending, null, startMs + after)).toBe(pending);
        expect(pendingRewardsAt(pending, { ...timing, active: false }, startMs + after)).toBe(pending);
      }),
    );
  });
});
