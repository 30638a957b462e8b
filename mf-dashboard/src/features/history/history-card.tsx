import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Contract } from '@ciao/contracts';
import { Button, EmptyState, Spinner } from '@ciao/ui';
import { Help } from '../../components/help';
import { SectionCard } from '@ciao/ui/controls';
import type { HistoryDialog, HistoryDialogProps } from './history-dialog';
import { useDashboardMessages } from '../../messages';
import { HistoryList } from './history-list';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface HistoryCardProps {
  /** The 5 most recent contracts by start time, the running one included. */
  contracts: Contract[];
  loading: boolean;
  failed: boolean;
  /** The 'View All' dialog; the card's button opens it. */
  viewAll: HistoryDialogProps;
}

// The dialog and its primitives (@ciao/ui/dialog) load when 'View All' is first opened, not with the
// dashboard (docs/performance.md, "Shared entries and budgets").
const loadDialog = () => import('./history-dialog').then((module) => module.HistoryDialog);

/** History card: the 5 most recent contracts with their badges, and 'View All'. */
export function HistoryCard({ contracts, loading, failed, viewAll }: HistoryCardProps) {
  const t = useDashboardMessages();
  const title = t('history.title');
  const help = (
    <Help title={title} example={t('history.helpExample')}>
      {t('history.help')}
    </Help>
  );
  // The dialog once first asked for and its code is here; a failed load closes it, so the next press retries.
  const [Dialog, setDialog] = useState<typeof HistoryDialog>();
  const { open, onOpenChange } = viewAll;
  useEffect(() => {
    if (open && !Dialog)
      loadDialog().then(
        (dialog) => setDialog(() => dialog),
        () => onOpenChange(false),
      );
  }, [open, Dialog, onOpenChange]);

  let body;
  if (contracts.length > 0) body = <HistoryList contracts={contracts} label={t('history.recent')} />;
  else if (loading)
    body = (
      <Centre>
        <Spinner label={t('history.loading')} />
      </Centre>
    );
  else if (failed) body = <Muted role="status">{t('history.unavailable')}</Muted>;
  else body = <EmptyState titleAs="p" title={t('history.emptyTitle')} description={t('history.emptyDescription')} />;

  return (
    <SectionCard
      title={title}
      help={help}
      action={
        <Button variant="ghost" size="sm" onClick={() => viewAll.onOpenChange(true)}>
          {t('history.viewAll')}
        </Button>
      }
    >
      {body}
      {Dialog ? <Dialog {...viewAll} /> : null}
    </SectionCard>
  );
}
