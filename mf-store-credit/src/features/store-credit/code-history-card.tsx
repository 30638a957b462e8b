import styled from 'styled-components';
import type { StoreCreditCode } from '@ciao/contracts';
import { CardContent, EmptyState, FailedNotice, InboxIcon, Spinner, TitledCard } from '@ciao/ui';
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
  let body;
  if (codes === undefined && failed) {
    body = (
      <FailedNotice title="Unable to load your codes" onRetry={onRetry}>
        Your codes are safe; they could not be read just now.
      </FailedNotice>
    );
  } else if (codes === undefined) {
    body = (
      <Center>
        <Spinner label="Loading your codes" />
      </Center>
    );
  } else if (codes.length === 0) {
    body = (
      <EmptyState
        icon={<InboxIcon />}
        title="No codes yet"
        description="Codes you generate appear here, ready to copy."
      />
    );
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
    <TitledCard title="Your Codes" description="Single-use discount codes for the ecosystem store.">
      <CardContent>{body}</CardContent>
    </TitledCard>
  );
}
