import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Contract } from '@ciao/contracts';
import { Button, EmptyState, Spinner } from '@ciao/ui';
import { Help } from '../../components/help';
import { SectionCard } from '@ciao/ui/controls';
import type { HistoryDialog, HistoryDialogProps } from './history-dialog';
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

const title = 'Credit Mining History';

// The dialog and its primitives (@ciao/ui/dialog) load when 'View All' is first opened, not with the
// dashboard (docs/performance.md, "Shared entries and budgets").
const loadDialog = () => import('./history-dialog').then((module) => module.HistoryDialog);

const help = (
  <Help title={title} example="'Ready' credits can be turned into a discount code once they are worth $2.50 USD.">
    Your 5 most recent simulations. 'Learning' is still running, 'Ready' has finished with credits waiting, and
    'Completed' has had its credits converted into a discount code.
  </Help>
);

/** History card: the 5 most recent contracts with their badges, and 'View All'. */
export function HistoryCard({ contracts, loading, failed, viewAll }: HistoryCardProps) {
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
  if (contracts.length > 0) body = <HistoryList contracts={contracts} label="Recent simulations" />;
  else if (loading)
    body = (
      <Centre>
        <Spinner label="Loading history" />
      </Centre>
    );
  else if (failed) body = <Muted role="status">History is unavailable right now.</Muted>;
  else
    body = <EmptyState titleAs="p" title="No history yet" description="Your simulations appear here once started." />;

  return (
    <SectionCard
      title={title}
      help={help}
      action={
        <Button variant="ghost" size="sm" onClick={() => viewAll.onOpenChange(true)}>
          View All
        </Button>
      }
    >
      {body}
      {Dialog ? <Dialog {...viewAll} /> : null}
    </SectionCard>
  );
}
