import styled from 'styled-components';
import { Link } from '@ciao/shell/router';
import type { AuditAction, AuditEntry } from '@ciao/contracts';
import { CardTable, type CardTableColumn } from './card-table';
import { formatLocalAndUtc } from './date-format';
import { ValuesInWords } from './values-in-words';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'role.changed': 'Role changed',
  'voucher-log.exported': 'Voucher log exported',
  'audit-log.exported': 'Audit log exported',
  'sessions.revoked': 'Signed out everywhere',
  'credits.adjusted': 'Credits adjusted',
  'code.cancelled': 'Code cancelled',
  'account.suspended': 'Account suspended',
  'account.reinstated': 'Account reinstated',
  'flag.resolved': 'Flag resolved',
  'release.published': 'Release published',
  'release.activated': 'Release activated',
  'release.promoted': 'Canary promoted',
  'deploy-token.created': 'Deploy token made',
  'deploy-token.revoked': 'Deploy token revoked',
  'release.rolled-back': 'Release rolled back',
  'release.approved': 'New remote approved',
  'release.refused': 'New remote refused',
  'release.withdrawn': 'Remote withdrawn',
  'release.visual-changes-approved': 'Visual changes approved',
  'release.visual-changes-rejected': 'Visual changes rejected',
  'storybook.settings-changed': 'Storybook settings changed',
  'campaign.created': 'Campaign created',
  'campaign.edited': 'Campaign edited',
  'campaign.cancelled': 'Campaign cancelled',
  'campaign.test-sent': 'Campaign test sent',
  'campaign.scheduled': 'Campaign scheduled',
  'campaign.sent': 'Campaign sent',
  'action.refused': 'Refused (role order)',
};

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const none = <Muted>—</Muted>;

const values = (value: AuditEntry['before'], label: string) =>
  value ? <ValuesInWords label={label} values={value} /> : none;

const COLUMNS: readonly CardTableColumn<AuditEntry>[] = [
  {
    header: 'Date',
    cell: ({ createdAt }) => <time dateTime={createdAt}>{formatLocalAndUtc(createdAt)}</time>,
    sortBy: ({ createdAt }) => createdAt,
  },
  {
    header: 'Actor',
    cell: ({ actorId, actorEmail, actorRole }) =>
      actorId === null ? 'command line' : `${actorEmail ?? 'Deleted account'}${actorRole ? ` (${actorRole})` : ''}`,
  },
  {
    header: 'Action',
    cell: ({ action }) => AUDIT_ACTION_LABELS[action],
    sortBy: ({ action }) => AUDIT_ACTION_LABELS[action],
  },
  {
    header: 'Customer',
    cell: ({ customerId, customerEmail }) =>
      customerId ? <Link to={`/admin/customers/${customerId}`}>{customerEmail ?? 'Deleted account'}</Link> : none,
  },
  { header: 'Code', cell: ({ code }) => code ?? none },
  { header: 'Before', cell: ({ before }) => values(before, 'Before') },
  { header: 'After', cell: ({ after }) => values(after, 'After') },
  { header: 'Reason', cell: ({ reason }) => reason ?? none },
];

/** Audit entries, newest first: the audit log screen's and the customer page's. */
export function AuditEntriesTable({
  entries,
  caption,
  busy,
}: {
  entries: AuditEntry[];
  caption: string;
  busy?: boolean;
}) {
  return <CardTable caption={caption} columns={COLUMNS} rows={entries} rowKey={({ id }) => id} busy={busy} />;
}
