import styled from 'styled-components';
import type { StoreCreditCode } from '@ciao/contracts';
import { CardContent, EmptyState, FailedNotice, InboxIcon, Spinner, TitledCard } from '@ciao/ui';
import { useStoreCreditMessages } from '../../messages';
import { CodeItem } from './code-item';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
`;

export interface CodeHistoryCardProps {
  /** undefined while loading. */
  codes: StoreCreditCode[] | undefined;
  failed?: boolean;
  onRetry?: () => void;
  now: Date;
  onCopy: (code: string) => Promise<void>;
}

/** Every code the user generated, newest first, each with its state and a copy button. */
export function CodeHistoryCard({ codes, failed = false, onRetry, now, onCopy }: CodeHistoryCardProps) {
  const t = useStoreCreditMessages();
  let body;
  if (codes === undefined && failed) {
    body = (
      <FailedNotice title={t('codes.failedTitle')} onRetry={onRetry} tryAgainLabel={t('common.tryAgain')}>
        {t('codes.failed')}
      </FailedNotice>
    );
  } else if (codes === undefined) {
    body = (
      <Center>
        <Spinner label={t('codes.loading')} />
      </Center>
    );
  } else if (codes.length === 0) {
    body = <EmptyState icon={<InboxIcon />} title={t('codes.emptyTitle')} description={t('codes.emptyDescription')} />;
  } else {
    body = (
      <List>
        {codes.map((code) => (
          <CodeItem key={code.id} code={code} now={now} onCopy={onCopy} />
        ))}
      </List>
    );
  }
  return (
    <TitledCard title={t('codes.title')} description={t('codes.description')}>
      <CardContent>{body}</CardContent>
    </TitledCard>
  );
}
