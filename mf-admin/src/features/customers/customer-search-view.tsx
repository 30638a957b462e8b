import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link } from '@ciao/shell/router';
import type { CustomerSummary } from '@ciao/contracts';
import { Badge, Button, EmptyState, InfoIcon, Stack, TextField } from '@ciao/ui';
import { AdminFrame } from '../../components/admin-frame';
import { ListAnswer } from '../../components/list-answer';
import { CardTable, type CardTableColumn } from '../../components/card-table';
import { MoreRows } from '../../components/more-rows';
import { formatLocalAndUtc } from '../../components/date-format';
import { ROLE_LABELS, STATUS_BADGES, STATUS_LABELS } from './customer-format';

export const TEXTS = {
  title: 'Customers',
  description: 'Find a customer by part of an e-mail or a name, an account id, a store-credit code or a referral code.',
  searchLabel: 'Search customers',
  searchHint: 'Part of an e-mail or a name, or a whole account id, store-credit code or referral code.',
  search: 'Search',
  idleTitle: 'Search for a customer',
  idleDescription: 'Results show here, newest account first.',
  empty: 'No customers found',
  emptyDescription: 'Try part of the e-mail or the name, or the whole code.',
  loading: 'Searching...',
  failed: 'Failed to search customers',
  more: 'More results',
  notAuthorisedDescription:
    'Only the programme’s owners, support and viewers can look up customers. Ask an owner for an admin role.',
} as const;

/** What the results part of the screen shows. */
export type CustomerSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string; onRetry: () => void }
  | { status: 'not-authorised' }
  | {
      status: 'ready';
      customers: CustomerSummary[];
      /** Present when there are more (older) accounts. */
      onMore?: () => void;
      loadingMore?: boolean;
    };

export interface CustomerSearchViewProps {
  /** The search in force (from the address). */
  query: string;
  onSearch: (query: string) => void;
  state: CustomerSearchState;
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

/** The customer's page, named by e-mail (an erased account by its id). */
export const customerLink = (customer: Pick<CustomerSummary, 'id' | 'email' | 'name'>) => (
  <Link to={`/admin/customers/${customer.id}`}>{customer.email ?? `Deleted account ${customer.id}`}</Link>
);

const COLUMNS: readonly CardTableColumn<CustomerSummary>[] = [
  { header: 'E-mail', cell: customerLink, sortBy: ({ email }) => email ?? '' },
  { header: 'Name', cell: ({ name }) => name ?? <Muted>—</Muted>, sortBy: ({ name }) => name ?? '' },
  {
    header: 'Status',
    cell: ({ status }) => <Badge variant={STATUS_BADGES[status]}>{STATUS_LABELS[status]}</Badge>,
    sortBy: ({ status }) => status,
  },
  { header: 'Role', cell: ({ role }) => ROLE_LABELS[role], sortBy: ({ role }) => role },
  {
    header: 'Referral code',
    cell: ({ referralCode }) => (referralCode ? <Code>{referralCode}</Code> : <Muted>—</Muted>),
  },
  {
    header: 'Created',
    cell: ({ createdAt }) => <time dateTime={createdAt}>{formatLocalAndUtc(createdAt)}</time>,
    sortBy: ({ createdAt }) => createdAt,
  },
];

function SearchForm({ query, onSearch }: Pick<CustomerSearchViewProps, 'query' | 'onSearch'>) {
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form role="search" onSubmit={submit}>
      <TextField
        label={TEXTS.searchLabel}
        hint={TEXTS.searchHint}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={254}
      />
      <Button type="submit">{TEXTS.search}</Button>
    </Form>
  );
}

/** /admin/customers: the search, its results a page at a time, each a link to the customer page. */
export function CustomerSearchView({ query, onSearch, state }: CustomerSearchViewProps) {
  return (
    <AdminFrame
      title={TEXTS.title}
      description={TEXTS.description}
      notAuthorised={state.status === 'not-authorised' ? TEXTS.notAuthorisedDescription : undefined}
    >
      <Stack gap={4}>
        {/* Keyed by the search: Back or a shared address refills the field. */}
        <SearchForm key={query} query={query} onSearch={onSearch} />
        <Results state={state} />
      </Stack>
    </AdminFrame>
  );
}

function Results({ state }: { state: CustomerSearchState }) {
  if (state.status === 'not-authorised') return null;
  if (state.status === 'idle') {
    return <EmptyState icon={<InfoIcon />} titleAs="h2" title={TEXTS.idleTitle} description={TEXTS.idleDescription} />;
  }
  return (
    <ListAnswer
      state={state}
      loadingLabel={TEXTS.loading}
      failedTitle={TEXTS.failed}
      empty={{ title: TEXTS.empty, description: TEXTS.emptyDescription }}
      isEmpty={({ customers }) => customers.length === 0}
    >
      {({ customers, onMore, loadingMore }) => (
        <MoreRows label={TEXTS.more} onMore={onMore} loading={loadingMore}>
          <CardTable
            caption="Customers found"
            columns={COLUMNS}
            rows={customers}
            rowKey={({ id }) => id}
            busy={loadingMore}
          />
        </MoreRows>
      )}
    </ListAnswer>
  );
}
