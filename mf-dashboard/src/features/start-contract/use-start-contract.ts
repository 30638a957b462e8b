import { useCallback } from 'react';
import { messageOr } from '@ciao/api-client';
import { useCreateContractMutation } from '@ciao/api-client/signed-in';
import type { MiningDuration } from '@ciao/contracts';
import { useToast } from '@ciao/shell';
import { useDashboardMessages } from '../../messages';

/**
 * Starting a contract with the spec's checks and toasts: no user -> 'User not authenticated';
 * over the limit (eligibility.isOverLimit) -> 'Maximum Limit Reached', nothing sent; otherwise
 * POST { duration, miningRate } and 'Credit Mining Started!' or 'Cannot Start Credit Mining'.
 * The texts are the spec's (section 5 and 8) in the page's language.
 */
export function useStartContract(userId: string | undefined, isOverLimit: boolean) {
  const mutation = useCreateContractMutation(userId);
  const { toast } = useToast();
  const t = useDashboardMessages();

  const { isPending, mutate } = mutation;
  // Stable while its inputs are: the start card is not re-rendered by polls.
  const start = useCallback(
    (duration: MiningDuration, miningRate: string) => {
      if (userId === undefined) {
        toast({ title: t('start.notAuthenticated'), variant: 'destructive' });
        return;
      }
      if (isOverLimit) {
        toast({ title: t('start.overLimit'), description: t('start.overLimitDescription'), variant: 'destructive' });
        return;
      }
      if (isPending) return;
      mutate(
        { duration: duration.hours, miningRate },
        {
          onSuccess: () =>
            toast({
              title: t('start.started'),
              description: t('start.startedDescription', { hours: duration.hours, label: duration.label }),
            }),
          onError: (error) => {
            // The server's reason, in the page's language; without one, the spec's text (a simulation already runs).
            toast({
              title: t('start.cannotStart'),
              description: messageOr(error, t('start.alreadyActive')),
              variant: 'destructive',
            });
          },
        },
      );
    },
    [userId, isOverLimit, isPending, mutate, toast, t],
  );

  return { start, pending: isPending };
}
