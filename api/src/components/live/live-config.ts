import { z } from 'zod';
import { numberFrom } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';

const cap = (fallback: number) => numberFrom(z.coerce.number().int().min(1).max(100_000).default(fallback));

/**
 * The most live streams one account, and one address (IPv6: its /64), hold open on one instance
 * (docs/api.md, "Live stream"): past it the oldest is closed when a new one opens, as push devices are.
 */
export const liveEnvironment = {
  LIVE_STREAMS_PER_ACCOUNT: cap(5),
  LIVE_STREAMS_PER_ADDRESS: cap(20),
};

export type LiveConfig = { streamsPerAccount: number; streamsPerAddress: number };

export const liveConfigFrom = (e: EnvironmentOf<typeof liveEnvironment>): LiveConfig => ({
  streamsPerAccount: e.LIVE_STREAMS_PER_ACCOUNT,
  streamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
});
