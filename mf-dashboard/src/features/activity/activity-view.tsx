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
import { ActivityList } from './activity-list';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.colors.primary};
`;

export const ACTIVITY_TEXTS = {
  title: 'Credit activity',
  intro: 'Every movement of your $CIAO credits, newest first, with its value in USD at the time.',
  failed: 'Your credit activity could not be loaded.',
  moreFailed: 'More activity could not be loaded.',
  emptyTitle: 'No activity yet',
  emptyDescription: 'Rewards from finished simulations, referral bonuses and redeemed codes appear here.',
} as const;

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
  if (status === 'pending') {
    return (
      <Centre>
        <Spinner size="lg" label="Loading credit activity" />
      </Centre>
    );
  }
  if (entries.length === 0 && status === 'error') {
    return <FailedNotice title={ACTIVITY_TEXTS.failed} onRetry={onRetry} />;
  }
  if (entries.length === 0)
    return <EmptyState titleAs="h2" title={ACTIVITY_TEXTS.emptyTitle} description={ACTIVITY_TEXTS.emptyDescription} />;
  return (
    <>
      <ActivityList entries={entries} />
      <LoadMore
        hasMore={hasMore}
        loading={loadingMore}
        failed={loadMoreFailed}
        failedTitle={ACTIVITY_TEXTS.moreFailed}
        onLoadMore={onLoadMore}
      />
    </>
  );
}

/** /activity: the user's credit ledger, a page at a time, fed entirely by props (stories render this). */
export function ActivityView(props: ActivityViewProps) {
  return (
    <NarrowPage aria-busy={props.status === 'pending' || props.loadingMore || undefined}>
      <PageIntro>
        <h1>{ACTIVITY_TEXTS.title}</h1>
        <p>{ACTIVITY_TEXTS.intro}</p>
        <PageLinks aria-label="Credit pages">
          <Link to="/">Dashboard</Link>
          <Link to="/store-credit">Store Credits</Link>
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
