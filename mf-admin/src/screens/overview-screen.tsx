import { useSearchParams } from '@ciao/shell/router';
import { isNotAuthorisedForOverview, overviewCsvPath, useOverviewQuery } from '@ciao/api-client/signed-in';
import { OverviewView, type OverviewPeriod, type OverviewState } from '../features/overview/overview-view';

const UTC_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the address (?from=&to=), so a view can be reloaded and shared; anything else is dropped. */
function periodFromSearch(search: URLSearchParams): OverviewPeriod {
  const period: OverviewPeriod = {};
  for (const key of ['from', 'to'] as const) {
    const value = search.get(key);
    if (value && UTC_DATE.test(value)) period[key] = value;
  }
  return period;
}

/** The overview screen: the period from the address, the API's answer, 403 as 'Not authorised'. */
export function OverviewScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = periodFromSearch(searchParams);
  const query = useOverviewQuery(period);

  let state: OverviewState;
  if (query.isError)
    state = isNotAuthorisedForOverview(query.error)
      ? { status: 'not-authorised' }
      : { status: 'failed', onRetry: () => void query.refetch() };
  else if (!query.data) state = { status: 'loading' };
  else state = { status: 'ready', overview: query.data };

  return (
    <OverviewView
      period={period}
      onPeriodChange={(next) => setSearchParams(new URLSearchParams(next))}
      exportHref={overviewCsvPath(period)}
      state={state}
    />
  );
}

export default OverviewScreen;
