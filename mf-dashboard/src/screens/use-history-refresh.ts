import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@ciao/api-client';

/**
 * History is not polled (the spec gives it no interval), so it is read again when what it shows
 * changes: the running contract ends or is replaced (it becomes 'Ready'), or the claimed total
 * moves (contracts became 'Completed', from this tab or another).
 */
export function useHistoryRefresh(
  userId: string | undefined,
  activeContractId: string | undefined,
  totalClaimed: string | undefined,
) {
  const queryClient = useQueryClient();
  const seen = useRef({ activeContractId, totalClaimed });

  useEffect(() => {
    const before = seen.current;
    seen.current = { activeContractId, totalClaimed };
    if (userId === undefined) return;
    const contractEnded = before.activeContractId !== undefined && before.activeContractId !== activeContractId;
    const claimedMoved =
      before.totalClaimed !== undefined && totalClaimed !== undefined && before.totalClaimed !== totalClaimed;
    if (contractEnded || claimedMoved)
      void queryClient.invalidateQueries({ queryKey: queryKeys.contractHistory(userId) });
  }, [queryClient, userId, activeContractId, totalClaimed]);
}
