import { useEffect, useState } from 'react';
import type { Contract, ContractProgress } from '@ciao/contracts';
import type * as ProgressModule from '@ciao/contracts/progress';
import { serverNow } from '@ciao/api-client/signed-in';
import { COUNTDOWN_TICK_MS } from './countdown';

/** The running contract as the live stream gives it: with its end. */
const endOf = (contract: Contract | null): string | undefined =>
  contract && 'endsAt' in contract && typeof contract.endsAt === 'string' ? contract.endsAt : undefined;

/** The shared progress function, loaded with the first streamed contract (not with the first screen: docs/performance.md, "Shared entries and budgets"). */
let loading: Promise<typeof ProgressModule> | undefined;

/**
 * The progress and the pending credits computed in the page each second, on the server's clock,
 * with the API's own function (@ciao/contracts/progress), while the running contract comes from the
 * live stream (it carries `endsAt`): `streamed` true, the values once the function is loaded.
 * `streamed` false otherwise (the progress is then polled).
 */
export function useLiveProgress(
  contract: Contract | null,
  pendingRewards: string | undefined,
): { streamed: boolean; progress?: ContractProgress; readAt?: number; pendingRewards?: string | undefined } {
  const endsAt = endOf(contract);
  const [now, setNow] = useState(serverNow);
  const [progress, setProgress] = useState<typeof ProgressModule>();
  useEffect(() => {
    if (!endsAt) return;
    let stopped = false;
    loading ??= import('@ciao/contracts/progress');
    loading.then(
      (loaded) => stopped || setProgress(loaded),
      () => (loading = undefined),
    );
    const id = setInterval(() => setNow(serverNow()), COUNTDOWN_TICK_MS);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  }, [endsAt]);
  if (!contract || !endsAt) return { streamed: false };
  if (!progress) return { streamed: true };
  const timing = progress.timingOf({ ...contract, endsAt });
  return {
    streamed: true,
    progress: progress.contractProgressAt(timing, now),
    readAt: now,
    pendingRewards: pendingRewards === undefined ? undefined : progress.pendingRewardsAt(pendingRewards, timing, now),
  };
}
