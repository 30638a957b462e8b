import { useActivityInfiniteQuery } from '@ciao/api-client/signed-in';
import { useSession } from '@ciao/shell';
import { ActivityView } from './activity-view';

/** The activity screen wired to the API for the session user. */
export function Activity() {
  const { user } = useSession();
  const query = useActivityInfiniteQuery(user?.id);
  return (
    <ActivityView
      entries={query.data?.pages.flatMap((page) => page.entries) ?? []}
      status={query.status}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      loadMoreFailed={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
      onRetry={() => void query.refetch()}
    />
  );
}
