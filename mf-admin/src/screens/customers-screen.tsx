import { useSearchParams } from '@ciao/shell/router';
import { isApiError, messageOr } from '@ciao/api-client';
import { useCustomerSearchQuery } from '@ciao/api-client/signed-in';
import { CustomerSearchView, TEXTS, type CustomerSearchState } from '../features/customers/customer-search-view';

/** The customers screen: the search in the address (?query=), 'More results' by keyset pages, 403 as 'Not authorised'. */
export function CustomersScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query')?.trim() ?? '';
  const search = useCustomerSearchQuery(query);

  let state: CustomerSearchState;
  if (query === '') state = { status: 'idle' };
  else if (search.isError && !search.data)
    state = isApiError(search.error, 403)
      ? { status: 'not-authorised' }
      : { status: 'failed', message: messageOr(search.error, TEXTS.failed), onRetry: () => void search.refetch() };
  else if (!search.data) state = { status: 'loading' };
  else
    state = {
      status: 'ready',
      customers: search.data.pages.flatMap(({ customers }) => customers),
      loadingMore: search.isFetchingNextPage,
      onMore: search.hasNextPage ? () => void search.fetchNextPage() : undefined,
    };

  return (
    <CustomerSearchView
      query={query}
      onSearch={(next) => setSearchParams(next ? new URLSearchParams({ query: next }) : new URLSearchParams())}
      state={state}
    />
  );
}

export default CustomersScreen;
