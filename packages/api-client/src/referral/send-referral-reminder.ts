import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralReminder } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** POST /api/referral/team/{memberId}/reminder: reminds an invitee who joined but never mined (once a week). */
export async function sendReferralReminder(memberId: string): Promise<ReferralReminder> {
  return checkResponse(
    'referralReminder',
    await apiJson('POST', `/api/referral/team/${encodeURIComponent(memberId)}/reminder`, {}),
  );
}

/** Success, or a refusal (someone else's tab sent one first), reads the team again: the reminder's state is the server's. */
export function useSendReferralReminderMutation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReferralReminder,
    onSettled: () =>
      userId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.referralTeamAll(userId) }),
  });
}
