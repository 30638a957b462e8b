import { useState } from 'react';
import styled from 'styled-components';
import type { TeamCounts, TeamMember, TeamProgress } from '@ciao/contracts';
import { messageOr } from '@ciao/api-client';
import { localeTag, useLocale, useToast } from '@ciao/shell';
import { Badge, Button, CardContent, EmptyState, FailedNotice, LoadMore, Spinner, TitledCard } from '@ciao/ui';
import type { BadgeVariant } from '@ciao/ui';
import { useReferralMessages } from '../../messages';
import { bonusWords, countsWords, formatDay, PROGRESS_WORDS } from './team-words';
import { Dated } from './dated';

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
  const t = useReferralMessages();
  const tag = localeTag(useLocale());
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
        <Badge variant={PROGRESS_BADGE[member.progress]}>{t(PROGRESS_WORDS[member.progress])}</Badge>
      </Head>
      <Detail>
        <Dated
          text={(day) => t('member.joined', { day })}
          iso={member.joinedAt}
          day={formatDay(member.joinedAt, tag)}
        />
      </Detail>
      <p>{bonusWords(member.bonus, t, tag)}</p>
      {member.remindedAt && !member.canRemind ? (
        <Detail>
          <Dated
            text={(day) => t('member.reminded', { day })}
            iso={member.remindedAt}
            day={formatDay(member.remindedAt, tag)}
          />
        </Detail>
      ) : null}
      {member.canRemind ? (
        <div>
          <Button variant="outline" size="sm" loading={sending} onClick={() => void remind()}>
            {t('team.remind')}
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
  const t = useReferralMessages();
  if (status === 'pending')
    return (
      <Centre>
        <Spinner size="lg" label={t('team.loading')} />
      </Centre>
    );
  if (status === 'error' && members.length === 0)
    return <FailedNotice title={t('team.failed')} onRetry={onRetry} tryAgainLabel={t('common.tryAgain')} />;
  if (members.length === 0) return <EmptyState title={t('team.emptyTitle')} description={t('team.emptyDescription')} />;

  const remind = async (memberId: string) => {
    try {
      await onRemind(memberId);
      toast({ title: t('team.reminded'), description: t('team.remindedDescription') });
    } catch (error) {
      toast({
        title: t('team.errorTitle'),
        description: messageOr(error, t('team.remindFailed')),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      {counts ? (
        <Counts aria-label={t('team.inNumbers')}>
          {countsWords(counts, t).map((words) => (
            <li key={words}>{words}</li>
          ))}
        </Counts>
      ) : null}
      <Members aria-label={t('team.members')}>
        {members.map((member) => (
          <TeamMemberRow key={member.memberId} member={member} onRemind={remind} />
        ))}
      </Members>
      <LoadMore
        hasMore={hasMore}
        loading={loadingMore}
        failed={loadMoreFailed}
        failedTitle={t('team.moreFailed')}
        onLoadMore={onLoadMore}
        labels={{ loadMore: t('common.loadMore'), loading: t('common.loadingMore'), tryAgain: t('common.tryAgain') }}
      />
    </>
  );
}

/** "Your team": who joined with the user's code, how far each came, their bonus, and a reminder for those who never mined. */
export function TeamCard(props: TeamCardProps) {
  const t = useReferralMessages();
  return (
    <TitledCard title={t('team.title')} description={t('team.description')}>
      <CardContent aria-busy={props.status === 'pending' || props.loadingMore || undefined}>
        <TeamBody {...props} />
      </CardContent>
    </TitledCard>
  );
}
