import styled from 'styled-components';
import type { RemoteApproval } from '@ciao/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Notice, Stack } from '@ciao/ui';
import { useReasonConfirmation } from '../../components/reason-confirmation';
import { Row } from './release-lines';

export type RemoteDecision = 'approve' | 'refuse' | 'withdraw';

export const NEW_REMOTE_TEXTS = {
  heading: 'New remotes',
  description:
    'A remote the host does not know is shown to nobody until an owner approves it. Check what it declares and where its files come from.',
  approve: 'Approve',
  refuse: 'Refuse',
  withdraw: 'Withdraw',
  screens: 'Screens it declares',
  menu: 'Menu entries it declares',
  nothingDeclared: 'It declares no screen.',
  failed: 'The new remotes could not be loaded.',
} as const;

const STATE_BADGES: Record<
  RemoteApproval['state'],
  { label: string; variant: 'warning' | 'success' | 'danger' | 'neutral' }
> = {
  pending: { label: 'Waiting for approval', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  refused: { label: 'Refused', variant: 'danger' },
  withdrawn: { label: 'Withdrawn', variant: 'neutral' },
};

/** The decisions each state allows, in the order the buttons show. */
const DECISIONS: Record<RemoteApproval['state'], RemoteDecision[]> = {
  pending: ['approve', 'refuse'],
  approved: ['withdraw'],
  refused: ['approve'],
  withdrawn: ['approve'],
};

/** The question a confirmation asks, naming what changes for the users. */
function decisionQuestion({ remote, declares }: RemoteApproval, decision: RemoteDecision): string {
  const screens = declares?.screens.map(({ path }) => path).join(', ') || 'no screen';
  if (decision === 'approve') return `Approve ${remote}? Its screens (${screens}) and menu entries are shown at once.`;
  if (decision === 'refuse') return `Refuse ${remote}? Nobody sees it.`;
  return `Withdraw ${remote}? Its screens (${screens}) and menu entries leave every page within seconds.`;
}

/** Where a release's files come from: this server's release store, or another origin. */
const originOf = (baseUrl: string | null) =>
  baseUrl === null ? 'no release yet' : baseUrl.startsWith('/') ? `this server (${baseUrl})` : baseUrl;

const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export interface NewRemotesViewProps {
  remotes: RemoteApproval[];
  onDecide: (remote: string, decision: RemoteDecision, reason: string) => void;
  /** The remote whose decision is on its way, and the API's refusal of the last one. */
  deciding?: { remote: string; error: string | null } | undefined;
  /** A confirmation open when the view first shows (stories). */
  initialConfirm?: { remote: string; decision: RemoteDecision } | undefined;
}

function NewRemoteCard({
  approval,
  onDecide,
  deciding,
  initialDecision,
}: {
  approval: RemoteApproval;
  onDecide: NewRemotesViewProps['onDecide'];
  deciding: NewRemotesViewProps['deciding'];
  initialDecision: RemoteDecision | undefined;
}) {
  const mine = deciding?.remote === approval.remote ? deciding : undefined;
  const { ask, confirmation } = useReasonConfirmation({
    initialAction: initialDecision,
    confirmationOf: (decision: RemoteDecision) => ({
      question: decisionQuestion(approval, decision),
      confirmLabel: NEW_REMOTE_TEXTS[decision],
      destructive: decision !== 'approve',
    }),
    busy: mine !== undefined && mine.error === null,
    onConfirm: (decision, reason) => onDecide(approval.remote, decision, reason),
  });
  const badge = STATE_BADGES[approval.state];
  return (
    <li>
      <Card>
        <CardHeader>
          <CardTitle as="h3">{approval.remote}</CardTitle>
          <Row>
            <Badge variant={badge.variant}>{badge.label}</Badge>
            {approval.liveVersion ? <Badge variant="neutral">{`Live ${approval.liveVersion}`}</Badge> : null}
          </Row>
        </CardHeader>
        <CardContent>
          <Stack gap={3}>
            <Muted>
              {`Newest release ${approval.version ?? '-'}, files from ${originOf(approval.baseUrl)}; asked by ${approval.requestedBy}`}
              {approval.decidedBy
                ? `; last decided by ${approval.decidedBy}${approval.reason ? `: ${approval.reason}` : ''}`
                : ''}
            </Muted>
            <h4>{NEW_REMOTE_TEXTS.screens}</h4>
            {approval.declares?.screens.length ? (
              <Lines>
                {approval.declares.screens.map(({ path, module, title, access, role }) => (
                  <li key={path}>{`${path}: "${title}" (${module}), ${access}${role ? `, ${role} and above` : ''}`}</li>
                ))}
              </Lines>
            ) : (
              <Muted>{NEW_REMOTE_TEXTS.nothingDeclared}</Muted>
            )}
            {approval.declares?.menu.length ? (
              <>
                <h4>{NEW_REMOTE_TEXTS.menu}</h4>
                <Lines>
                  {approval.declares.menu.map(({ path, label, icon, section }) => (
                    <li key={`${section}-${path}`}>{`"${label}" to ${path}, ${section} menu, ${icon}`}</li>
                  ))}
                </Lines>
              </>
            ) : null}
            {mine?.error ? <Notice variant="danger">{mine.error}</Notice> : null}
            {confirmation ?? (
              <Row>
                {DECISIONS[approval.state].map((decision) => (
                  <Button key={decision} variant="outline" onClick={() => ask(decision)}>
                    {NEW_REMOTE_TEXTS[decision]}
                  </Button>
                ))}
              </Row>
            )}
          </Stack>
        </CardContent>
      </Card>
    </li>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The Releases screen's section of new remotes (docs/deploying.md, "A new remote"): none, nothing shown. */
export function NewRemotesView({ remotes, onDecide, deciding, initialConfirm }: NewRemotesViewProps) {
  if (remotes.length === 0) return null;
  return (
    <section aria-labelledby="new-remotes-heading">
      <Stack gap={3}>
        <h2 id="new-remotes-heading">{NEW_REMOTE_TEXTS.heading}</h2>
        <Muted>{NEW_REMOTE_TEXTS.description}</Muted>
        <List>
          {remotes.map((approval) => (
            <NewRemoteCard
              key={approval.remote}
              approval={approval}
              onDecide={onDecide}
              deciding={deciding}
              initialDecision={initialConfirm?.remote === approval.remote ? initialConfirm.decision : undefined}
            />
          ))}
        </List>
      </Stack>
    </section>
  );
}
