import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@ciao/shell/router';
import type {
  ActivityEntry,
  AdminRole,
  Contract,
  CustomerCode,
  CustomerInvitation,
  CustomerPage,
} from '@ciao/contracts';
import { Badge, Button, FailedNotice, Spinner, Stack } from '@ciao/ui';
import { LabelledValue, ValueList } from '@ciao/ui/controls';
import { AdminFrame } from '../../components/admin-frame';
import { AuditEntriesTable } from '../../components/audit-entries-table';
import { CardTable, type CardTableColumn } from '../../components/card-table';
import { formatLocalAndUtc } from '../../components/date-format';
import { activityTitle } from '@ciao/contracts/web';
import { Ciao, Usd } from '../../components/amount';
import { customerLink } from './customer-search-view';
import {
  AdjustCreditsDialog,
  CancelCodeDialog,
  ChangeRoleDialog,
  ReinstateDialog,
  RevokeSessionsDialog,
  SuspendDialog,
  type CustomerCorrections,
} from './customer-corrections';
import { CODE_STATUS_BADGES, CODE_STATUS_LABELS, ROLE_LABELS, STATUS_BADGES, STATUS_LABELS } from './customer-format';

export const TEXTS = {
  loading: 'Loading the customer...',
  failed: 'Failed to load the customer',
  notAuthorisedDescription:
    'Only the programme’s owners, support and viewers can see customer pages. Ask an owner for an admin role.',
  backToCustomers: 'Back to customers',
} as const;

/**
 * Which roles the page offers each correction to, as ADMIN_RIGHTS allows them
 * (docs/admin.md, "Roles and rights"); the server still decides every request.
 */
const CORRECTORS: readonly AdminRole[] = ['owner', 'support'];
const ROLE_CHANGERS: readonly AdminRole[] = ['owner'];

export type CustomerPageState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; onRetry: () => void }
  | { status: 'not-authorised' }
  | {
      status: 'ready';
      customer: CustomerPage;
      /** The signed-in admin's role, from the session. */
      staffRole: string | undefined;
      corrections: CustomerCorrections;
    };

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** On a desktop the profile and the balance side by side; on a phone one under the other. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const none = <Muted>—</Muted>;
const date = (iso: string | null) => (iso ? <time dateTime={iso}>{formatLocalAndUtc(iso)}</time> : none);
const ciao = (amount: string | null) => (amount === null ? none : <Ciao value={amount} />);

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      {children}
    </Section>
  );
}

/** Each list of the page shows this many rows until 'Show all': on a phone, six codes and eleven entries were 7,700 px. */
const FIRST_ROWS = 5;

function Rows<Row>({
  title,
  rows,
  empty,
  ...table
}: {
  title: string;
  rows: Row[];
  empty: string;
  columns: readonly CardTableColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <Part title={title}>
      {rows.length === 0 ? <Muted>{empty}</Muted> : <CardTable caption={title} rows={shown} {...table} />}
      {shown.length < rows.length ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setAll(true)}>
            {`Show all ${rows.length} (${title.toLowerCase()})`}
          </Button>
        </div>
      ) : null}
    </Part>
  );
}

const ACTIVITY_COLUMNS: readonly CardTableColumn<ActivityEntry>[] = [
  { header: 'Date', cell: ({ createdAt }) => date(createdAt) },
  { header: 'Kind', cell: (entry) => activityTitle(entry) },
  { header: '$CIAO', cell: ({ amountCiao }) => <Ciao value={amountCiao} signed /> },
  {
    header: 'Note or subject',
    cell: ({ note, code, contract }) => note ?? code?.code ?? (contract ? `${contract.duration}h contract` : none),
  },
];

const CONTRACT_COLUMNS: readonly CardTableColumn<Contract>[] = [
  { header: 'Started', cell: ({ startTime }) => date(startTime) },
  { header: 'Status', cell: ({ status }) => status },
  { header: 'Duration', cell: ({ duration }) => `${duration}h` },
  { header: 'Expected', cell: ({ expectedReward }) => ciao(expectedReward) },
  { header: 'Reward', cell: ({ actualReward }) => ciao(actualReward) },
];

const INVITATION_COLUMNS: readonly CardTableColumn<CustomerInvitation>[] = [
  { header: 'Account', cell: (invitation) => customerLink({ ...invitation, name: null }) },
  { header: 'Status', cell: ({ status }) => <Badge variant={STATUS_BADGES[status]}>{STATUS_LABELS[status]}</Badge> },
  { header: 'Invited', cell: ({ invitedAt }) => date(invitedAt) },
  { header: 'Rewarded', cell: ({ rewardedAt }) => date(rewardedAt) },
];

function codeColumns(cancel?: CustomerCorrections['cancelCode']): CardTableColumn<CustomerCode>[] {
  const columns: CardTableColumn<CustomerCode>[] = [
    { header: 'Code', cell: ({ code }) => <Code>{code}</Code> },
    {
      header: 'Status',
      cell: ({ status }) => <Badge variant={CODE_STATUS_BADGES[status]}>{CODE_STATUS_LABELS[status]}</Badge>,
    },
    { header: 'USD', cell: ({ amountUsd }) => <Usd value={amountUsd} /> },
    { header: '$CIAO', cell: ({ amountCiao }) => <Ciao value={amountCiao} /> },
    { header: 'Generated', cell: ({ generatedAt }) => date(generatedAt) },
    { header: 'Expires', cell: ({ expiresAt }) => date(expiresAt) },
    {
      header: 'Used',
      cell: ({ usedAt, orderId }) =>
        usedAt ? (
          <>
            {date(usedAt)} {orderId}
          </>
        ) : (
          none
        ),
    },
  ];
  if (cancel)
    columns.push({
      header: 'Correction',
      cell: (code) => (code.status === 'active' ? <CancelCodeDialog code={code} onConfirm={cancel} /> : none),
    });
  return columns;
}

/** /admin/customers/:id: everything support needs to answer a customer, and the corrections the role allows. */
export function CustomerPageView({ state }: { state: CustomerPageState }) {
  const customer = state.status === 'ready' ? state.customer : undefined;
  return (
    <AdminFrame
      title={customer ? (customer.email ?? 'Deleted account') : 'Customer'}
      description={customer ? `Account ${customer.id}` : undefined}
      notAuthorised={state.status === 'not-authorised' ? TEXTS.notAuthorisedDescription : undefined}
    >
      <Stack gap={5}>
        <Link to="/admin/customers">{TEXTS.backToCustomers}</Link>
        {state.status === 'loading' && <Spinner size="lg" label={TEXTS.loading} />}
        {state.status === 'failed' && <FailedNotice title={state.message} onRetry={state.onRetry} />}
        {state.status === 'ready' && <CustomerDetails {...state} />}
      </Stack>
    </AdminFrame>
  );
}

function CustomerDetails({ customer, staffRole, corrections }: Extract<CustomerPageState, { status: 'ready' }>) {
  const active = customer.status !== 'deleted';
  const mayCorrect = active && CORRECTORS.some((role) => role === staffRole);
  const mayChangeRole = active && ROLE_CHANGERS.some((role) => role === staffRole);
  const { balance } = customer;
  return (
    <>
      {mayCorrect ? (
        <Actions aria-label="Corrections" role="group">
          <AdjustCreditsDialog customer={customer} onConfirm={corrections.adjustCredits} />
          <RevokeSessionsDialog customer={customer} onConfirm={corrections.revokeSessions} />
          {customer.status === 'suspended' ? (
            <ReinstateDialog customer={customer} onConfirm={corrections.reinstate} />
          ) : (
            <SuspendDialog customer={customer} onConfirm={corrections.suspend} />
          )}
          {mayChangeRole ? <ChangeRoleDialog customer={customer} onConfirm={corrections.changeRole} /> : null}
        </Actions>
      ) : null}
      <Columns>
        <Part title="Profile">
          <ValueList>
            <LabelledValue label="Status">
              <Badge variant={STATUS_BADGES[customer.status]}>{STATUS_LABELS[customer.status]}</Badge>
            </LabelledValue>
            <LabelledValue label="Role">{ROLE_LABELS[customer.role]}</LabelledValue>
            <LabelledValue label="Name">{customer.name ?? none}</LabelledValue>
            <LabelledValue label="Nickname">{customer.nickname ?? none}</LabelledValue>
            <LabelledValue label="Country">{customer.country ?? none}</LabelledValue>
            <LabelledValue label="Age checked">{date(customer.ageVerifiedAt)}</LabelledValue>
            <LabelledValue label="Created">{date(customer.createdAt)}</LabelledValue>
            <LabelledValue label="Referral code">
              {customer.referralCode ? <Code>{customer.referralCode}</Code> : none}
            </LabelledValue>
            <LabelledValue label="Signed-in devices">{customer.signedInDevices}</LabelledValue>
          </ValueList>
        </Part>
        <Part title="Balance">
          <ValueList>
            <LabelledValue label="Pending">{ciao(balance.pendingCiao)}</LabelledValue>
            <LabelledValue label="Total earned">{ciao(balance.totalEarnedCiao)}</LabelledValue>
            <LabelledValue label="Total turned into codes">{ciao(balance.totalClaimedCiao)}</LabelledValue>
          </ValueList>
        </Part>
      </Columns>
      <Rows
        title="Codes"
        rows={customer.codes}
        empty="No codes yet."
        columns={codeColumns(mayCorrect ? corrections.cancelCode : undefined)}
        rowKey={({ code }) => code}
      />
      <Rows
        title="Credit activity"
        rows={customer.activity}
        empty="No credit activity yet."
        columns={ACTIVITY_COLUMNS}
        rowKey={({ id }) => id}
      />
      <Rows
        title="Contracts"
        rows={customer.contracts}
        empty="No contracts yet."
        columns={CONTRACT_COLUMNS}
        rowKey={({ id }) => id}
      />
      <Rows
        title="Invited by"
        rows={customer.referrer ? [customer.referrer] : []}
        empty="Nobody: the customer signed up without a referral code."
        columns={INVITATION_COLUMNS}
        rowKey={({ id }) => id}
      />
      <Rows
        title="Invitees"
        rows={customer.invitees}
        empty="Nobody yet."
        columns={INVITATION_COLUMNS}
        rowKey={({ id }) => id}
      />
      <Part title="Audit entries">
        {customer.auditEntries.length === 0 ? (
          <Muted>Nothing recorded about this customer.</Muted>
        ) : (
          <AuditEntriesTable entries={customer.auditEntries} caption="Audit entries" />
        )}
        <Link to={`/admin/audit-log?customerId=${customer.id}`}>Every audit entry about this customer</Link>
      </Part>
    </>
  );
}
