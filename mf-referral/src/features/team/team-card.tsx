import { useState } from 'react';
import styled from 'styled-components';
import type { TeamCounts, TeamMember, TeamProgress } from '@ciao/contracts';
import { messageOr } from '@ciao/api-client';
import { useToast } from '@ciao/shell';
import { Badge, Button, CardContent, EmptyState, FailedNotice, LoadMore, Spinner, TitledCard } from '@ciao/ui';
import type { BadgeVariant } from '@ciao/ui';
import { bonusWords, countsWords, formatDay, PROGRESS_WORDS, TEAM_TEXTS } from './team-words';

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: none;
`;

const Members = styled.ul`
  list-style: none;
`;

const Member = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.primary};
`;

const PROGRESS_BADGE: Record<TeamProgress, BadgeVariant> = {
  joined: 'neutral',
  emailVerified: 'info',
  mining: 'warning',
  completed: 'success',
};

export interface TeamCardProps {
  /** The invitees of the pages read so far, newest first. */
  members: TeamMember[];
  /** The whole team counted (undefined until the first page answers). */
  counts: TeamCounts | undefined;
  /** 'pending' until the first page answers; 'error' when it failed. */
  status: 'pending' | 'error' | 'success';
  hasMore: boolean;
  loadingMore: boolean;
  /** The last 'Load more' failed (the invitees read so far stay). */
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Reminds the invitee; rejects with the server's answer. */
  onRemind: (memberId: string) => Promise<unknown>;
}

function TeamMemberRow({ member, onRemind }: { member: TeamMember; onRemind: (memberId: string) => Promise<void> }) {
  const [sending, setSending] = useState(false);
  const remind = async () => {
    setSending(true);
    try {
      await onRemind(member.memberId);
    } finally {
      setSending(false);
    }
  };
  return (
    <Member aria-label={member.name}>
      <Head>
        <Name>{member.name}</Name>
        <Badge variant={PROGRESS_BADGE[member.progress]}>{PROGRESS_WORDS[member.progress]}</Badge>
      </Head>
      <Detail>
        Joined <time dateTime={member.joinedAt}>{formatDay(member.joinedAt)}</time>
      </Detail>
      <p>{bonusWords(member.bonus)}</p>
      {member.remindedAt && !member.canRemind ? (
        <Detail>
          Reminded on <time dateTime={member.remindedAt}>{formatDay(member.remindedAt)}</time>
        </Detail>
      ) : null}
      {member.canRemind ? (
        <div>
          <Button variant="outline" size="sm" loading={sending} onClick={() => void remind()}>
            {TEAM_TEXTS.remind}
          </Button>
        </div>
      ) : null}
    </Member>
  );
}

function TeamBody({
  members,
  counts,
  status,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  onRetry,
  onRemind,
}: TeamCardProps) {
  const { toast } = useToast();
  if (status === 'pending')
    return (
      <Centre>
        <Spinner size="lg" label={TEAM_TEXTS.loading} />
      </Centre>
    );
  if (status === 'error' && members.length === 0) return <FailedNotice title={TEAM_TEXTS.failed} onRetry={onRetry} />;
  if (members.length === 0)
    return <EmptyState title={TEAM_TEXTS.emptyTitle} description={TEAM_TEXTS.emptyDescription} />;

  const remind = async (memberId: string) => {
    try {
      await onRemind(memberId);
      toast({ title: TEAM_TEXTS.reminded, description: TEAM_TEXTS.remindedDescription });
    } catch (error) {
      toast({ title: 'Error', description: messageOr(error, TEAM_TEXTS.remindFailed), variant: 'destructive' });
    }
  };
  return (
    <>
      {counts ? (
        <Counts aria-label="Your team in numbers">
          {countsWords(counts).map((words) => (
            <li key={words}>{words}</li>
          ))}
        </Counts>
      ) : null}
      <Members aria-label="Your team, newest first">
        {members.map((member) => (
          <TeamMemberRow key={member.memberId} member={member} onRemind={remind} />
        ))}
      </Members>
      <LoadMore
        hasMore={hasMore}
        loading={loadingMore}
        failed={loadMoreFailed}
        failedTitle={TEAM_TEXTS.moreFailed}
        onLoadMore={onLoadMore}
      />
    </>
  );
}

/** "Your team": who joined with the user's code, how far each came, their bonus, and a reminder for those who never mined. */
export function TeamCard(props: TeamCardProps) {
  return (
    <TitledCard title={TEAM_TEXTS.title} description={TEAM_TEXTS.description}>
      <CardContent aria-busy={props.status === 'pending' || props.loadingMore || undefined}>
        <TeamBody {...props} />
      </CardContent>
    </TitledCard>
  );
}
