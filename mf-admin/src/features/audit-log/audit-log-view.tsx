import { useState, type FormEvent } from 'react';
import type { AuditEntry } from '@ciao/contracts';
import { AUDIT_ACTIONS } from '@ciao/contracts/web';
import { Button, Select, Stack, TextField } from '@ciao/ui';
import { FiltersBeside } from '../../components/filters-beside';
import { AdminFrame } from '../../components/admin-frame';
import { ListAnswer, TRY_OTHER_FILTERS } from '../../components/list-answer';
import { FilterActions, FilterForm } from '../../components/filter-form';
import { MoreRows } from '../../components/more-rows';
import { AUDIT_ACTION_LABELS, AuditEntriesTable } from '../../components/audit-entries-table';

export const TEXTS = {
  title: 'Audit log',
  description: 'Every admin action, export and role change, newest first, with who, when, what and why.',
  empty: 'No audit entries found',
  loading: 'Loading the audit log...',
  failed: 'Failed to load the audit log',
  more: 'More entries',
  notAuthorisedDescription:
    'Only the programme’s owners, support and viewers can read the audit log. Ask an owner for an admin role.',
} as const;

/** The screen's filter, as the address keeps it: account ids, an action, UTC dates (both included). */
export type AuditLogScreenFilter = {
  actorId?: string;
  customerId?: string;
  action?: string;
  from?: string;
  to?: string;
};

export type AuditLogState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; onRetry: () => void }
  | { status: 'not-authorised' }
  | { status: 'ready'; entries: AuditEntry[]; onMore?: () => void; loadingMore?: boolean };

export interface AuditLogViewProps {
  filter: AuditLogScreenFilter;
  onFilterChange: (filter: AuditLogScreenFilter) => void;
  /** Where 'Export CSV' downloads the filter's entries from; absent for a role that may not export. */
  exportHref?: string;
  state: AuditLogState;
}

const ALL_ACTIONS = 'all';
const ACTION_OPTIONS = [
  { value: ALL_ACTIONS, label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

function AuditLogFilters({
  filter,
  onApply,
}: {
  filter: AuditLogScreenFilter;
  onApply: AuditLogViewProps['onFilterChange'];
}) {
  const [fields, setFields] = useState({ ...filter, action: filter.action ?? ALL_ACTIONS });
  const set = (key: keyof AuditLogScreenFilter) => (value: string) => setFields((now) => ({ ...now, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { action, ...rest } = fields;
    const next: AuditLogScreenFilter = { ...rest, action: action === ALL_ACTIONS ? undefined : action };
    onApply(Object.fromEntries(Object.entries(next).filter(([, value]) => value && value.trim() !== '')));
  };
  return (
    <FilterForm onSubmit={submit} aria-label="Audit log filters">
      <TextField
        label="Actor (account id)"
        value={fields.actorId ?? ''}
        onChange={(event) => set('actorId')(event.target.value.trim())}
      />
      <TextField
        label="Customer (account id)"
        value={fields.customerId ?? ''}
        onChange={(event) => set('customerId')(event.target.value.trim())}
      />
      <Select label="Action" value={fields.action} onValueChange={set('action')} options={ACTION_OPTIONS} />
      <TextField
        label="From (UTC date)"
        type="date"
        value={fields.from ?? ''}
        onChange={(event) => set('from')(event.target.value)}
      />
      <TextField
        label="To (UTC date, included)"
        type="date"
        value={fields.to ?? ''}
        onChange={(event) => set('to')(event.target.value)}
      />
      <FilterActions>
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          Clear filters
        </Button>
      </FilterActions>
    </FilterForm>
  );
}

/** /admin/audit-log: the filters, the entries a keyset page at a time, and the CSV of the filter. */
export function AuditLogView({ filter, onFilterChange, exportHref, state }: AuditLogViewProps) {
  return (
    <AdminFrame
      title={TEXTS.title}
      description={TEXTS.description}
      notAuthorised={state.status === 'not-authorised' ? TEXTS.notAuthorisedDescription : undefined}
    >
      <FiltersBeside>
        <Stack gap={4}>
          {/* Keyed by the filter: Back or a shared address refills the fields. */}
          <AuditLogFilters key={JSON.stringify(filter)} filter={filter} onApply={onFilterChange} />
          {exportHref ? (
            <div>
              <Button as="a" href={exportHref} download variant="outline">
                Export CSV
              </Button>
            </div>
          ) : null}
        </Stack>
        <Entries state={state} />
      </FiltersBeside>
    </AdminFrame>
  );
}

function Entries({ state }: { state: AuditLogState }) {
  if (state.status === 'not-authorised') return null;
  return (
    <ListAnswer
      state={state}
      loadingLabel={TEXTS.loading}
      failedTitle={TEXTS.failed}
      empty={{ title: TEXTS.empty, description: TRY_OTHER_FILTERS }}
      isEmpty={({ entries }) => entries.length === 0}
    >
      {({ entries, onMore, loadingMore }) => (
        <MoreRows label={TEXTS.more} onMore={onMore} loading={loadingMore}>
          <AuditEntriesTable entries={entries} caption="Audit entries" busy={loadingMore} />
        </MoreRows>
      )}
    </ListAnswer>
  );
}
