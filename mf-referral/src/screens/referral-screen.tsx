import { useApplyReferralCodeMutation } from '@ciao/api-client';
import {
  useReferralCodeQuery,
  useReferralStatsQuery,
  useReferralTeamInfiniteQuery,
  useSendReferralReminderMutation,
  useUpdateReferralCodeMutation,
} from '@ciao/api-client/signed-in';
import { useSession } from '@ciao/shell';
import { ReferralView } from './referral-view';

/** mf_referral's './ReferralScreen' at /referral: the user's code, link, share buttons, stats and team, and a box to use a friend's code. */
export function ReferralScreen() {
  const { user } = useSession();
  const userId = user?.id;
  const code = useReferralCodeQuery(userId);
  const stats = useReferralStatsQuery(userId);
  const updateCode = useUpdateReferralCodeMutation(userId);
  const applyCode = useApplyReferralCodeMutation();
  const team = useReferralTeamInfiniteQuery(userId);
  const remind = useSendReferralReminderMutation(userId);

  return (
    <ReferralView
      code={code.data?.code}
      stats={stats.data}
      appAddress={window.location.origin}
      loadFailed={code.isError || stats.isError}
      onRetry={() => {
        if (code.isError) void code.refetch();
        if (stats.isError) void stats.refetch();
      }}
      onSaveCode={updateCode.mutateAsync}
      onApplyCode={applyCode.mutateAsync}
      team={{
        members: team.data?.pages.flatMap((page) => page.members) ?? [],
        counts: team.data?.pages[0]?.counts,
        status: team.status,
        hasMore: team.hasNextPage,
        loadingMore: team.isFetchingNextPage,
        loadMoreFailed: team.isFetchNextPageError,
        onLoadMore: () => void team.fetchNextPage(),
        onRetry: () => void team.refetch(),
        onRemind: remind.mutateAsync,
      }}
    />
  );
}

export default ReferralScreen;
