import type { ReactNode } from 'react';
import { EmptyState, FailedNotice, InboxIcon, Spinner } from '@ciao/ui';

/** The empty state's description of a filtered list. */
export const TRY_OTHER_FILTERS = 'Try other filters, or clear them.';

type Pending = { status: 'loading' } | { status: 'failed'; message?: string; onRetry: () => void };

/**
 * An admin list's answer: a spinner while it is read, a failed notice with 'Try again' (the state's
 * message, else `failedTitle`), the empty state when `isEmpty`, else the rows `children` draws.
 */
export function ListAnswer<State extends Pending | { status: 'ready' }>({
  state,
  loadingLabel,
  failedTitle,
  empty,
  isEmpty,
  children,
}: {
  state: State;
  loadingLabel: string;
  failedTitle: string;
  empty: { title: string; description: string };
  isEmpty: (ready: Extract<State, { status: 'ready' }>) => boolean;
  children: (ready: Extract<State, { status: 'ready' }>) => ReactNode;
}) {
  if (state.status === 'loading') return <Spinner size="lg" label={loadingLabel} />;
  if (state.status === 'failed') {
    const failed = state as Extract<Pending, { status: 'failed' }>;
    return <FailedNotice title={failed.message ?? failedTitle} onRetry={failed.onRetry} />;
  }
  const ready = state as Extract<State, { status: 'ready' }>;
  if (!isEmpty(ready)) return children(ready);
  return <EmptyState icon={<InboxIcon />} titleAs="h2" title={empty.title} description={empty.description} />;
}
