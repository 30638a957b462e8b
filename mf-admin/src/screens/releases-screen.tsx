import { useState } from 'react';
import { messageOr } from '@ciao/api-client';
import { isNotAuthorisedForReleases, useChangeReleaseMutation, useReleasesQuery } from '@ciao/api-client/signed-in';
import { useSession } from '@ciao/shell';
import { ReleasesView, type ReleaseAction, type ReleasesState } from '../features/releases/releases-view';
import { NewRemotes } from '../features/releases/new-remotes';
import { VisualChanges } from './visual-changes';

const visualChanges = (remote: string, version: string) => (
  <VisualChanges key={version} remote={remote} version={version} />
);

/** The releases screen: the registry from the API, each promotion or rollback sent and the registry read again; 403 as 'Not authorised'. */
export function ReleasesScreen() {
  const { user } = useSession();
  const query = useReleasesQuery();
  const change = useChangeReleaseMutation();
  const [changing, setChanging] = useState<{ remote: string; error: string | null }>();

  const onChange = (remote: string, action: ReleaseAction, reason: string) => {
    setChanging({ remote, error: null });
    change.mutate(
      { remote, action, reason },
      {
        onSuccess: () => setChanging(undefined),
        onError: (error) =>
          setChanging({ remote, error: messageOr(error, 'The release could not be changed. Try again.') }),
      },
    );
  };

  let state: ReleasesState;
  if (query.isError)
    state = isNotAuthorisedForReleases(query.error)
      ? { status: 'not-authorised' }
      : { status: 'failed', onRetry: () => void query.refetch() };
  else if (!query.data) state = { status: 'loading' };
  else state = { status: 'ready', remotes: query.data.remotes };

  return (
    <ReleasesView
      state={state}
      onChange={onChange}
      changing={changing}
      newRemotes={user?.role === 'owner' ? <NewRemotes /> : undefined}
      canChange={user?.role === 'owner'}
      visualChanges={visualChanges}
    />
  );
}

export default ReleasesScreen;
