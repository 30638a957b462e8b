import { useEffect, useState } from 'react';
import type { Contract, ContractProgress } from '@ciao/contracts';
import { contractProgressAt, pendingRewardsAt, timingOf } from '@ciao/contracts/progress';
import { serverNow } from '@ciao/api-client/signed-in';
import { COUNTDOWN_TICK_MS } from './countdown';

/** The running contract as the live stream gives it: with its end. */
const endOf = (contract: Contract | null): string | undefined => (contract && 'endsAt' in contract && typeof contract.endsAt === 'string' ? contract.endsAt : undefined);

/**
 * The progress and the pending credits computed in the page each second, on the server's clock,
 * with the API's own function (@ciao/contracts/progress), while the running contract comes from the
 * live stream (it carries `endsAt`); undefined otherwise (the progress is then polled).
 */
export function useLiveProgress(contract: Contract | null, pendingRewards: string | undefined): { progress: ContractProgress; readAt: number; pendingRewards: string | undefined } | undefined {
  const endsAt = endOf(contract);
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!endsAt) return;
    const id = setInterval(() => setNow(serverNow()), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [endsAt]);
  if (!contract || !endsAt) return undefined;
  const timing = timingOf({ ...contract, endsAt });
  return {
    progress: contractProgressAt(timing, now),
    readAt: now,
    pendingRewards: pendingRewards === undefined ? undefined : pendingRewardsAt(pendingRewards, timing, now),
  };
}
