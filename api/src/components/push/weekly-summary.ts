import type { Clock } from '../../clock';
import type { NotificationRouter } from './notification-router';
import { FIRST_RECIPIENT } from './push-outbox-repository';
import type { PushOutboxRepository } from './push-outbox-repository';

/** Accounts summed and routed in one statement and one transaction. */
const PAGE = 500;

const LONDON = 'Europe/London';
/** Monday morning, London time: sent from 08:00; an instance that was down all morning skips the week. */
const WEEKLY_SUMMARY_HOURS = { from: 8, to: 12 } as const;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** London's wall clock at an instant. */
function inLondon(at: Date) {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    londonParts.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  const [year, month, day, hour, minute, second] = (['year', 'month', 'day', 'hour', 'minute', 'second'] as const).map(
    (t) => Number(part(t)),
  );
  return {
    weekday: part('weekday'),
    year: year ?? 0,
    month: month ?? 1,
    day: day ?? 1,
    hour: hour ?? 0,
    minute: minute ?? 0,
    second: second ?? 0,
  };
}

/** The instant of midnight London time on the London day `daysBack` days before `at`'s. */
function londonMidnight(at: Date, daysBack: number): Date {
  const wall = inLondon(at);
  const utcGuess = Date.UTC(wall.year, wall.month - 1, wall.day - daysBack);
  // London is UTC or UTC+1: the offset at the guess, read back from the wall clock there.
  const seen = inLondon(new Date(utcGuess));
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - utcGuess;
  return new Date(utcGuess - offset);
}

/** When `now` is Monday morning in London: the week just ended, [last Monday 00:00, this Monday 00:00) London time. */
function summaryWeek(now: Date): { from: Date; to: Date; key: string } | null {
  const wall = inLondon(now);
  if (wall.weekday !== 'Mon' || wall.hour < WEEKLY_SUMMARY_HOURS.from || wall.hour >= WEEKLY_SUMMARY_HOURS.to)
    return null;
  const to = londonMidnight(now, 0);
  const from = londonMidnight(now, 7);
  const key = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
  return { from, to, key };
}

/**
 * The weekly newsletter (docs/notifications.md): on Monday morning London time, one summary per
 * account with the switch on, a page of accounts at a time, routed by their channel (push, mail)
 * with the dedupe key weekly:<Monday>:<user>, so every instance may run the job and each user
 * still gets one a week.
 */
export function createWeeklySummary({
  repository,
  router,
  clock,
}: {
  repository: Pick<PushOutboxRepository, 'weekOfRecipients'>;
  router: Pick<NotificationRouter, 'notifyNow'>;
  clock: Clock;
}) {
  return {
    async enqueueDue(): Promise<number> {
      const week = summaryWeek(clock.now());
      if (!week) return 0;
      const prefix = `weekly:${week.key}:`;
      let summed = 0;
      for (let after = FIRST_RECIPIENT; ;) {
        const rows = await repository.weekOfRecipients(week, prefix, { after, limit: PAGE });
        await router.notifyNow(
          rows.map(({ userId, simulations, earnedCiao, codes }) => ({
            userId,
            event: { kind: 'weeklySummary' as const, simulations, earnedCiao, codes },
            dedupeKey: `${prefix}${userId}`,
          })),
        );
        summed += rows.length;
        const last = rows.at(-1);
        if (!last || rows.length < PAGE) return summed;
        after = last.userId;
      }
    },
  };
}
