import styled from 'styled-components';
import { Button } from '../button/button';
import { Notice } from '../notice/notice';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
`;

export interface LoadMoreProps {
  /** Another page follows. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The last try failed: `failedTitle` shows above the button, which then says 'Try again'. */
  failed: boolean;
  failedTitle: string;
  onLoadMore: () => void;
  /** The button's words in the page's language (each caller's catalog); English unless given. */
  labels?: LoadMoreLabels;
}

export interface LoadMoreLabels {
  loadMore: string;
  loading: string;
  tryAgain: string;
}

const ENGLISH: LoadMoreLabels = { loadMore: 'Load more', loading: 'Loading...', tryAgain: 'Try again' };

/** Under a keyset-paginated list: 'Load more' ('Loading...', and 'Try again' after a failed page); nothing on the last page. */
export function LoadMore({ hasMore, loading, failed, failedTitle, onLoadMore, labels = ENGLISH }: LoadMoreProps) {
  if (!hasMore && !failed) return null;
  return (
    <Root>
      {failed ? <Notice variant="danger" title={failedTitle} /> : null}
      <Button variant="outline" onClick={onLoadMore} loading={loading} fullWidth>
        {loading ? labels.loading : failed ? labels.tryAgain : labels.loadMore}
      </Button>
    </Root>
  );
}
