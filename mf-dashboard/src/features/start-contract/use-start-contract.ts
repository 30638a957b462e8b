import { useCallback } from 'react';
import { messageOr } from '@ciao/api-client';
import { useCreateContractMutation, USER_NOT_AUTHENTICATED } from '@ciao/api-client/signed-in';
import type { MiningDuration } from '@ciao/contracts';
import { useToast } from '@ciao/shell';
import { CANNOT_START, contractStarted, MAXIMUM_LIMIT_REACHED } from './start-messages';

/**
 * Starting a contract with the spec's checks and toasts: no user -> 'User not authenticated';
 * over the limit (eligibility.isOverLimit) -> 'Maximum Limit Reached', nothing sent; otherwise
 * POST { duration, miningRate } and 'Credit Mining Started!' or 'Cannot Start Credit Mining'.
 */
export function useStartContract(userId: string | undefined, isOverLimit: boolean) {
  const mutation = useCreateContractMutation(userId);
  const { toast } = useToast();

  const { isPending, mutate } = mutation;
  // Stable while its inputs are: the start card is not re-rendered by polls.
  const start = useCallback(
    (duration: MiningDuration, miningRate: string) => {
      if (userId === undefined) {
        toast({ title: USER_NOT_AUTHENTICATED, variant: 'destructive' });
        return;
      }
      if (isOverLimit) {
        toast({ ...MAXIMUM_LIMIT_REACHED, variant: 'destructive' });
        return;
      }
      if (isPending) return;
      mutate(
        { duration: duration.hours, miningRate },
        {
          onSuccess: () => toast(contractStarted(duration)),
          onError: (error) =>
            toast({
              title: CANNOT_START.title,
              description: messageOr(error, CANNOT_START.fallback),
              variant: 'destructive',
            }),
        },
      );
    },
    [userId, isOverLimit, isPending, mutate, toast],
  );

  return { start, pending: isPending };
}
