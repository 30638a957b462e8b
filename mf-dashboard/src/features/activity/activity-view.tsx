import { Link } from '@ciao/shell/router';
import styled from 'styled-components';
import type { ActivityEntry } from '@ciao/contracts';
import {
  Card,
  CardContent,
  EmptyState,
  FailedNotice,
  LoadMore,
  NarrowPage,
  PageIntro,
  PageLinks,
  Spinner,
} from '@ciao/ui';
import { useDashboardMessages } from '../../messages';
import { ActivityList } from './activity-list';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface ActivityViewProps {
  /** The entries of the pages read so far, newest first. */
  entries: ActivityEntry[];
  /** 'pending' until the first page answers; 'error' when it failed. */
  status: 'pending' | 'error' | 'success';
  hasMore: boolean;
  loadingMore: boolean;
  /** The last 'Load more' failed (the entries read so far stay). */
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}

function ActivityBody({
  entries,
  status,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  onRetry,
}: ActivityViewProps) {
  const t = useDashboardMessages();
  if (status === 'pending') {
    return (
      <Centre>
        <Spinner size="lg" label={t('activity.loading')} />
      </Centre>
    );
  }
  if (entries.length === 0 && status === 'error') {
    return <FailedNotice title={t('activity.failed')} onRetry={onRetry} tryAgainLabel={t('common.tryAgain')} />;
  }
  if (entries.length === 0)
    return <EmptyState titleAs="h2" title={t('activity.emptyTitle')} description={t('activity.emptyDescription')} />;
  return (
    <>
      <ActivityList entries={entries} />
      <LoadMore
        hasMore={hasMore}
        loading={loadingMore}
        failed={loadMoreFailed}
        failedTitle={t('activity.moreFailed')}
        onLoadMore={onLoadMore}
        labels={{ loadMore: t('common.loadMore'), loading: t('common.loadingMore'), tryAgain: t('common.tryAgain') }}
      />
    </>
  );
}

/** /activity: the user's credit ledger, a page at a time, fed entirely by props (stories render this). */
export function ActivityView(props: ActivityViewProps) {
  const t = useDashboardMessages();
  return (
    <NarrowPage aria-busy={props.status === 'pending' || props.loadingMore || undefined}>
      <PageIntro>
        <h1>{t('activity.title')}</h1>
        <p>{t('activity.intro')}</p>
        <PageLinks aria-label={t('activity.pages')}>
          <Link to="/">{t('activity.dashboard')}</Link>
          <Link to="/store-credit">{t('activity.storeCredits')}</Link>
        </PageLinks>
      </PageIntro>
      <Card>
        <CardContent>
          <ActivityBody {...props} />
        </CardContent>
      </Card>
    </NarrowPage>
  );
}
