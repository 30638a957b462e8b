import styled from 'styled-components';
import type { Contract } from '@ciao/contracts';
import { Button, EmptyState, Notice, Spinner } from '@ciao/ui';
import { Dialog } from '@ciao/ui/dialog';
import { useDashboardMessages } from '../../messages';
import { HistoryList } from './history-list';

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space[3]};
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]};
`;

export interface HistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Completed and claimed contracts of the pages read so far, newest first. */
  contracts: Contract[];
  status: 'pending' | 'error' | 'success';
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** 'View All': every completed and claimed contract, a page at a time. */
export function HistoryDialog({
  open,
  onOpenChange,
  contracts,
  status,
  hasMore,
  loadingMore,
  onLoadMore,
  onRetry,
}: HistoryDialogProps) {
  const t = useDashboardMessages();
  let body;
  if (status === 'pending') {
    body = (
      <Centre>
        <Spinner label={t('history.loading')} />
      </Centre>
    );
  } else if (status === 'error' && contracts.length === 0) {
    body = (
      <Notice
        variant="danger"
        title={t('history.failed')}
        action={
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  } else if (contracts.length === 0) {
    body = <EmptyState titleAs="p" title={t('history.emptyTitle')} description={t('history.dialogEmpty')} />;
  } else {
    body = (
      <>
        <HistoryList contracts={contracts} label={t('history.all')} />
        {hasMore ? (
          <More>
            <Button variant="outline" onClick={onLoadMore} loading={loadingMore}>
              {loadingMore ? t('common.loadingMore') : t('common.loadMore')}
            </Button>
          </More>
        ) : null}
      </>
    );
  }

  return (
    <Dialog
      closeLabel={t('common.close')}
      open={open}
      onOpenChange={onOpenChange}
      title={t('history.title')}
      description={t('history.dialogDescription')}
      scrollable
    >
      {body}
    </Dialog>
  );
}
