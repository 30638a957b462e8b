import { Link } from '@ciao/shell/router';
import { inviteeIdsOf } from '@ciao/contracts/web';
import styled from 'styled-components';
import type { Flag, FlagAction, FlagKind } from '@ciao/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Notice,
  Page,
  Stack,
  WarningIcon,
} from '@ciao/ui';
import { formatLocalAndUtc } from '../../components/date-format';
import { ListAnswer } from '../../components/list-answer';
import { ValuesInWords } from '../../components/values-in-words';
import { useReasonConfirmation } from '../../components/reason-confirmation';

export const TEXTS = {
  title: 'Review',
  description: 'Flags raised on customers, open ones newest first. Dismiss, claw back referral bonuses or suspend.',
  loading: 'Loading the flags...',
  failed: 'Failed to load the flags',
  empty: 'No open flags',
  emptyDescription: 'Nothing waits for review.',
  notAuthorisedTitle: 'Not authorised',
  notAuthorisedDescription:
    'Only administrators can see the review queue. Ask an owner to give your account an admin role.',
} as const;

const KIND_LABELS: Record<FlagKind, string> = {
  second_account: 'Second account from one address',
  referral_ring: 'Referral ring refused',
  referral_cap: 'Referral cap reached',
  invitee_burst: 'Burst of invitees',
  code_burst: 'Many codes at once',
  many_devices: 'Many devices in a day',
  balance_growth: 'Balance grew faster than mining',
};

/** Each action's button, and the confirmation's question. */
export const ACTIONS: Record<FlagAction, { label: string; confirm: string }> = {
  dismiss: { label: 'Dismiss', confirm: 'Dismiss this flag?' },
  clawback: { label: 'Claw back', confirm: 'Take back the referral bonuses these referrals paid?' },
  suspend: { label: 'Suspend', confirm: 'Suspend this customer (signed out everywhere, sign-in refused)?' },
};

export type ReviewState =
  | { status: 'loading' }
  | { status: 'failed'; onRetry: () => void }
  | { status: 'not-authorised' }
  | { status: 'ready'; flags: Flag[]; openCount: number };

export interface ReviewViewProps {
  state: ReviewState;
  onResolve: (flag: Flag, action: FlagAction, reason: string) => void;
  /** The flag whose resolution is on its way, and the API's refusal of the last one. */
  resolving?: { flagId: string; error: string | null } | undefined;
  /** A flag whose confirmation is open when the view first shows (stories). */
  initialConfirm?: { flagId: string; action: FlagAction } | undefined;
}

/** Claw back only where the evidence names referral rewards (else the API answers 409). */
const actionsFor = (flag: Flag): FlagAction[] =>
  (Object.keys(ACTIONS) as FlagAction[]).filter(
    (action) => action !== 'clawback' || inviteeIdsOf(flag.evidence).length > 0,
  );

/** A customer's e-mail, however long, wraps at 360 px (and at 320). */
const Customer = styled.strong`
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const FlagList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* A track no wider than the list: long evidence wraps instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;

function FlagItem({
  flag,
  onResolve,
  resolving,
  initialAction,
}: {
  flag: Flag;
  onResolve: ReviewViewProps['onResolve'];
  resolving: ReviewViewProps['resolving'];
  initialAction: FlagAction | undefined;
}) {
  const mine = resolving?.flagId === flag.id ? resolving : undefined;
  const { ask, confirmation } = useReasonConfirmation({
    initialAction,
    confirmationOf: (action: FlagAction) => ({
      question: ACTIONS[action].confirm,
      confirmLabel: ACTIONS[action].label,
      destructive: action !== 'dismiss',
    }),
    busy: mine !== undefined && mine.error === null,
    onConfirm: (action, reason) => onResolve(flag, action, reason),
  });
  return (
    <li>
      <Card>
        <CardContent>
          <Stack gap={3}>
            <Actions>
              <Badge variant="warning">{KIND_LABELS[flag.kind]}</Badge>
            </Actions>
            <Customer>
              <Link to={`/admin/customers/${encodeURIComponent(flag.customerId)}`}>
                {flag.customerEmail ?? 'Deleted account'}
              </Link>
            </Customer>
            <Meta>
              {flag.reason} · raised {formatLocalAndUtc(flag.raisedAt)}
            </Meta>
            <ValuesInWords label="Evidence" values={flag.evidence} />
            {mine?.error ? <Notice variant="danger">{mine.error}</Notice> : null}
            {confirmation ?? (
              <Actions>
                {actionsFor(flag).map((action) => (
                  <Button key={action} variant="outline" onClick={() => ask(action)}>
                    {ACTIONS[action].label}
                  </Button>
                ))}
              </Actions>
            )}
          </Stack>
        </CardContent>
      </Card>
    </li>
  );
}

/** /admin/review: the open flags and the three actions (docs/admin.md, "Resolving a flag"). */
export function ReviewView({ state, onResolve, resolving, initialConfirm }: ReviewViewProps) {
  return (
    <Page>
      <Card>
        <CardHeader>
          <CardTitle as="h1">{TEXTS.title}</CardTitle>
          <CardDescription>{TEXTS.description}</CardDescription>
        </CardHeader>
        <CardContent>
          {state.status === 'not-authorised' ? (
            <EmptyState
              icon={<WarningIcon />}
              titleAs="h2"
              title={TEXTS.notAuthorisedTitle}
              description={TEXTS.notAuthorisedDescription}
            />
          ) : (
            <ListAnswer
              state={state}
              loadingLabel={TEXTS.loading}
              failedTitle={TEXTS.failed}
              empty={{ title: TEXTS.empty, description: TEXTS.emptyDescription }}
              isEmpty={({ flags }) => flags.length === 0}
            >
              {({ flags, openCount }) => (
                <Stack gap={3}>
                  <Meta>{`${openCount} open`}</Meta>
                  <FlagList>
                    {flags.map((flag) => (
                      <FlagItem
                        key={flag.id}
                        flag={flag}
                        onResolve={onResolve}
                        resolving={resolving}
                        initialAction={initialConfirm?.flagId === flag.id ? initialConfirm.action : undefined}
                      />
                    ))}
                  </FlagList>
                </Stack>
              )}
            </ListAnswer>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
