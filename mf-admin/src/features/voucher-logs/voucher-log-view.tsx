import styled from 'styled-components';
import type { VoucherLog, VoucherLogFilter } from '@ciao/contracts';
import { Button, Stack } from '@ciao/ui';
import { FiltersBeside } from '../../components/filters-beside';
import { AdminFrame, NOT_AUTHORISED_TITLE } from '../../components/admin-frame';
import { ListAnswer, TRY_OTHER_FILTERS } from '../../components/list-answer';
import { VoucherLogFilters } from './voucher-log-filters';
import { VoucherLogTable } from './voucher-log-table';

export const TEXTS = {
  title: 'Voucher Logs',
  description: 'Every store-credit code generated, used, expired or cancelled, newest first.',
  empty: 'No logs found',
  failed: 'Failed to fetch logs',
  loading: 'Loading logs...',
  notAuthorisedTitle: NOT_AUTHORISED_TITLE,
  notAuthorisedDescription:
    'Only administrators can see the voucher log. Ask an administrator to grant your account the admin role.',
} as const;

/** What the log part of the screen shows. */
export type VoucherLogState =
  | { status: 'loading' }
  | { status: 'failed'; onRetry: () => void }
  | { status: 'not-authorised' }
  | {
      status: 'ready';
      logs: VoucherLog[];
      /** 1-based. */
      pageNumber: number;
      /** Present when there is an older page. */
      onNextPage?: () => void;
      /** Present past the first page. */
      onPreviousPage?: () => void;
      /** Another page is on its way; the rows shown are the previous ones. */
      loadingPage?: boolean;
    };

export interface VoucherLogViewProps {
  /** The filter in force (from the address). */
  filter: VoucherLogFilter;
  onFilterChange: (filter: VoucherLogFilter) => void;
  /** Where 'Export CSV' downloads the current filter's rows from. */
  exportHref: string;
  state: VoucherLogState;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** /admin/voucher-logs: filters, the log a page at a time, and the CSV export of the filter. */
export function VoucherLogView({ filter, onFilterChange, exportHref, state }: VoucherLogViewProps) {
  return (
    <AdminFrame
      title={TEXTS.title}
      description={TEXTS.description}
      notAuthorised={state.status === 'not-authorised' ? TEXTS.notAuthorisedDescription : undefined}
    >
      {state.status === 'not-authorised' ? null : (
        <FiltersBeside>
          <Stack gap={4}>
            {/* Keyed by the filter: Back or a shared address refills the fields. */}
            <VoucherLogFilters key={JSON.stringify(filter)} filter={filter} onApply={onFilterChange} />
            <Toolbar>
              <Hint>The export holds every row matching the filters, not only this page.</Hint>
              <Button as="a" href={exportHref} download variant="outline">
                Export CSV
              </Button>
            </Toolbar>
          </Stack>
          <LogState state={state} />
        </FiltersBeside>
      )}
    </AdminFrame>
  );
}

function LogState({ state }: { state: Exclude<VoucherLogState, { status: 'not-authorised' }> }) {
  return (
    <ListAnswer
      state={state}
      loadingLabel={TEXTS.loading}
      failedTitle={TEXTS.failed}
      empty={{ title: TEXTS.empty, description: TRY_OTHER_FILTERS }}
      isEmpty={({ logs, pageNumber }) => logs.length === 0 && pageNumber === 1}
    >
      {(ready) => (
        <Stack gap={3}>
          <VoucherLogTable
            logs={ready.logs}
            caption={`Voucher logs, page ${ready.pageNumber}`}
            busy={ready.loadingPage}
          />
          <Pager aria-label="Voucher log pages">
            <Button
              variant="outline"
              size="sm"
              disabled={!ready.onPreviousPage || ready.loadingPage}
              onClick={ready.onPreviousPage}
            >
              Previous page
            </Button>
            <span aria-live="polite">Page {ready.pageNumber}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={!ready.onNextPage || ready.loadingPage}
              onClick={ready.onNextPage}
            >
              Next page
            </Button>
          </Pager>
        </Stack>
      )}
    </ListAnswer>
  );
}
