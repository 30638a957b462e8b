import { useState } from 'react';
import type { DeployTokenCreated } from '@ciao/contracts';
import { messageOr } from '@ciao/api-client';
import {
  isNotAuthorisedForReleases,
  useChangeReleaseMutation,
  useCreateDeployTokenMutation,
  useDeployTokensQuery,
  useReleasesQuery,
  useRevokeDeployTokenMutation,
  useSetLiveReleaseMutation,
  useChangeStorybookSettingsMutation,
  useStorybookSettingsQuery,
  type LiveRelease,
} from '@ciao/api-client/signed-in';
import { DeployTokensView, type DeployTokensState } from '../features/releases/deploy-tokens-view';
import { useSession } from '@ciao/shell';
import { ReleasesView, type ReleaseAction, type ReleasesState } from '../features/releases/releases-view';
import { NewRemotes } from '../features/releases/new-remotes';
import { VisualChanges } from './visual-changes';
import { StorybookSettingsView, type StorybookSettingsState } from '../features/releases/storybook-settings-view';

const visualChanges = (remote: string, version: string) => (
  <VisualChanges key={version} remote={remote} version={version} />
);

/** The deploy tokens below the registry: read, made (the new token kept for its one showing) and revoked. */
function DeployTokens({ remotes }: { remotes: string[] }) {
  const query = useDeployTokensQuery();
  const create = useCreateDeployTokenMutation();
  const revoke = useRevokeDeployTokenMutation();
  const [made, setMade] = useState<DeployTokenCreated>();
  const [error, setError] = useState<string | null>(null);
  const failed = (fallback: string) => (cause: unknown) => setError(messageOr(cause, fallback));

  let state: DeployTokensState;
  if (query.isError) state = { status: 'failed', onRetry: () => void query.refetch() };
  else if (!query.data) state = { status: 'loading' };
  else state = { status: 'ready', tokens: query.data.tokens };

  return (
    <DeployTokensView
      state={state}
      remotes={remotes}
      made={made}
      busy={create.isPending || revoke.isPending}
      error={error}
      onCreate={(token, reason) => {
        setError(null);
        setMade(undefined);
        create.mutate(
          { ...token, reason },
          { onSuccess: setMade, onError: failed('The token could not be made. Try again.') },
        );
      }}
      onRevoke={(id, reason) => {
        setError(null);
        revoke.mutate({ id, reason }, { onError: failed('The token could not be revoked. Try again.') });
      }}
    />
  );
}

/** An owner's Storybook settings: read, and each change sent with its reason. */
function StorybookSettings() {
  const query = useStorybookSettingsQuery();
  const change = useChangeStorybookSettingsMutation();
  const [error, setError] = useState<string | null>(null);

  let state: StorybookSettingsState;
  if (query.isError) state = { status: 'failed', onRetry: () => void query.refetch() };
  else if (!query.data) state = { status: 'loading' };
  else state = { status: 'ready', settings: query.data };

  return (
    <StorybookSettingsView
      state={state}
      busy={change.isPending}
      error={error}
      onSave={(settings, reason) => {
        setError(null);
        change.mutate(
          { ...settings, reason },
          { onError: (cause) => setError(messageOr(cause, 'The settings could not be saved. Try again.')) },
        );
      }}
    />
  );
}

/**
 * The releases screen: the registry from the API, each promotion, rollback, activation or canary
 * sent and the registry read again, then (an owner's) the deploy tokens and the Storybook settings;
 * 403 as 'Not authorised'.
 */
export function ReleasesScreen() {
  const { user } = useSession();
  const owner = user?.role === 'owner';
  const query = useReleasesQuery();
  const change = useChangeReleaseMutation();
  const setLive = useSetLiveReleaseMutation();
  const [changing, setChanging] = useState<{ remote: string; error: string | null }>();

  const settle = (remote: string) => ({
    onSuccess: () => setChanging(undefined),
    onError: (error: unknown) =>
      setChanging({ remote, error: messageOr(error, 'The release could not be changed. Try again.') }),
  });
  const onChange = (remote: string, action: ReleaseAction, reason: string) => {
    setChanging({ remote, error: null });
    change.mutate({ remote, action, reason }, settle(remote));
  };
  const onSetLive = (remote: string, live: LiveRelease, reason: string) => {
    setChanging({ remote, error: null });
    setLive.mutate({ remote, live, reason }, settle(remote));
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
      onSetLive={onSetLive}
      changing={changing}
      newRemotes={owner ? <NewRemotes /> : undefined}
      canChange={owner}
      visualChanges={visualChanges}
    >
      {owner && state.status === 'ready' ? (
        <>
          <DeployTokens remotes={state.remotes.map(({ remote }) => remote)} />
          <StorybookSettings />
        </>
      ) : null}
    </ReleasesView>
  );
}

export default ReleasesScreen;
