import { useState } from 'react';
import type { Flag, FlagAction } from '@ciao/contracts';
import { messageOr } from '@ciao/api-client';
import { isNotAuthorisedForFlags, useOpenFlagsQuery, useResolveFlagMutation } from '@ciao/api-client/signed-in';
import { ReviewView, type ReviewState } from '../features/review/review-view';

/** The review screen: the open flags from the API, each resolution sent and the queue read again; 403 as 'Not authorised'. */
export function ReviewScreen() {
  const query = useOpenFlagsQuery();
  const resolve = useResolveFlagMutation();
  const [resolving, setResolving] = useState<{ flagId: string; error: string | null }>();

  const onResolve = (flag: Flag, action: FlagAction, reason: string) => {
    setResolving({ flagId: flag.id, error: null });
    resolve.mutate(
      { id: flag.id, action, reason },
      {
        onSuccess: () => setResolving(undefined),
        onError: (error) =>
          setResolving({ flagId: flag.id, error: messageOr(error, 'The flag could not be resolved. Try again.') }),
      },
    );
  };

  let state: ReviewState;
  if (query.isError)
    state = isNotAuthorisedForFlags(query.error)
      ? { status: 'not-authorised' }
      : { status: 'failed', onRetry: () => void query.refetch() };
  else if (!query.data) state = { status: 'loading' };
  else state = { status: 'ready', flags: query.data.flags, openCount: query.data.openCount };

  return <ReviewView state={state} onResolve={onResolve} resolving={resolving} />;
}

export default ReviewScreen;
