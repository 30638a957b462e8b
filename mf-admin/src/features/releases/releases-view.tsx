import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LiveRelease } from '@ciao/api-client/signed-in';
import type { RemoteReleases } from '@ciao/contracts';
import { rollbackTargetOf } from '@ciao/contracts/web';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Notice, Stack } from '@ciao/ui';
import { ListAnswer } from '../../components/list-answer';
import { AdminFrame, NOT_AUTHORISED_TITLE } from '../../components/admin-frame';
import { useReasonConfirmation } from '../../components/reason-confirmation';
import { LiveReleaseForm } from './live-release-form';
import { Lines, Muted, Row } from './release-lines';

export type ReleaseAction = 'promote' | 'rollback';

export const TEXTS = {
  title: 'Releases',
  description:
    "Every remote's live release, its canary, the load failures browsers reported, and what changed when. Teams publish from their CI with a deploy token, or on the command line (npm run remotes).",
  loading: 'Loading the releases...',
  failed: 'Failed to load the releases',
  empty: 'No remote is registered',
  emptyDescription: 'The built remotes are registered when the first page is served.',
  notAuthorisedTitle: NOT_AUTHORISED_TITLE,
  notAuthorisedDescription: 'Only owners and designers can see the releases; only owners change them.',
  promote: 'Promote canary',
  rollback: 'Roll back',
  history: 'History',
  releases: 'Releases',
} as const;

/** The question a confirmation asks, naming what becomes live. */
export function confirmationOf(remote: RemoteReleases, action: ReleaseAction): string {
  if (action === 'promote') return `Make ${remote.canaryVersion} of ${remote.remote} live for everyone?`;
  return remote.canaryVersion
    ? `Stop the canary ${remote.canaryVersion} of ${remote.remote}? Everyone gets ${remote.activeVersion}.`
    : `Roll ${remote.remote} back from ${remote.activeVersion} to the release live before it?`;
}

export type ReleasesState =
  | { status: 'loading' }
  | { status: 'failed'; onRetry: () => void }
  | { status: 'not-authorised' }
  | { status: 'ready'; remotes: RemoteReleases[] };

export interface ReleasesViewProps {
  state: ReleasesState;
  onChange: (remote: string, action: ReleaseAction, reason: string) => void;
  /** Activate a published version, or start a canary of it (with `percent`). */
  onSetLive: (remote: string, choice: LiveRelease, reason: string) => void;
  /** The remote whose change is on its way, and the API's refusal of the last one. */
  changing?: { remote: string; error: string | null } | undefined;
  /** A confirmation open when the view first shows (stories). */
  initialConfirm?: { remote: string; action: ReleaseAction } | undefined;
  /** The section of new remotes waiting for or given an owner's approval (new-remotes.tsx), above the registry. */
  newRemotes?: ReactNode;
  /** Shows promote and roll back (an owner; a designer only reads). Default: shown. */
  canChange?: boolean;
  /** A release's visual changes (visual-changes-view.tsx), shown for each release published after the live one. */
  visualChanges?: ((remote: string, version: string) => ReactNode) | undefined;
  /** What the screen shows below the remotes (the deploy tokens). */
  children?: ReactNode;
}

/** The releases published after the live one (newest first): what may go live next, a canary included. */
const upcomingReleases = (remote: RemoteReleases): string[] => {
  const live = remote.releases.findIndex((release) => release.version === remote.activeVersion);
  return remote.releases.slice(0, live === -1 ? remote.releases.length : live).map((release) => release.version);
};

const RemoteList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const when = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;

function RemoteCard({
  remote,
  onChange,
  onSetLive,
  changing,
  initialAction,
  canChange,
  visualChanges,
}: {
  remote: RemoteReleases;
  onChange: ReleasesViewProps['onChange'];
  onSetLive: ReleasesViewProps['onSetLive'];
  changing: ReleasesViewProps['changing'];
  initialAction: ReleaseAction | undefined;
  canChange: boolean;
  visualChanges: ReleasesViewProps['visualChanges'];
}) {
  const mine = changing?.remote === remote.remote ? changing : undefined;
  const busy = mine !== undefined && mine.error === null;
  const { ask, confirmation } = useReasonConfirmation({
    initialAction,
    confirmationOf: (action: ReleaseAction) => ({
      question: confirmationOf(remote, action),
      confirmLabel: action === 'promote' ? TEXTS.promote : TEXTS.rollback,
      destructive: action === 'rollback',
    }),
    busy,
    onConfirm: (action, reason) => onChange(remote.remote, action, reason),
  });
  return (
    <li>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{remote.remote}</CardTitle>
          <Row>
            <Badge variant="success">{`Live ${remote.activeVersion}`}</Badge>
            {remote.canaryVersion ? (
              <Badge variant="warning">{`Canary ${remote.canaryVersion} for ${remote.canaryPercent} %`}</Badge>
            ) : null}
          </Row>
        </CardHeader>
        <CardContent>
          <Stack gap={3}>
            {mine?.error ? <Notice variant="danger">{mine.error}</Notice> : null}
            {!canChange
              ? null
              : (confirmation ?? (
                  <>
                    <Row>
                      {remote.canaryVersion ? (
                        <Button variant="outline" onClick={() => ask('promote')}>
                          {TEXTS.promote}
                        </Button>
                      ) : null}
                      {rollbackTargetOf(remote) === null ? null : (
                        <Button variant="outline" onClick={() => ask('rollback')}>
                          {TEXTS.rollback}
                        </Button>
                      )}
                    </Row>
                    <LiveReleaseForm
                      remote={remote}
                      busy={busy}
                      onSetLive={(choice, reason) => onSetLive(remote.remote, choice, reason)}
                    />
                  </>
                ))}
            {visualChanges ? upcomingReleases(remote).map((version) => visualChanges(remote.remote, version)) : null}
            <h3>{TEXTS.releases}</h3>
            <Lines>
              {remote.releases.map((release) => (
                <li key={release.version}>
                  <strong>{release.version}</strong>{' '}
                  <Muted>
                    {`published ${when(release.publishedAt)} by ${release.publishedBy} · ${release.failures} load failures`}
                    {release.version === remote.canaryVersion ? ` in ${release.canaryPages} pages` : ''}
                    {release.unverifiedFailures > 0 ? ` · ${release.unverifiedFailures} unverified` : ''}
                  </Muted>
                </li>
              ))}
            </Lines>
            <h3>{TEXTS.history}</h3>
            <Lines>
              {remote.history.slice(0, 10).map((entry, index) => (
                <li key={`${entry.at}-${index}`}>
                  {`${entry.action} ${entry.version}`}
                  {entry.percent ? ` (${entry.percent} %)` : ''} <Muted>{`${when(entry.at)} by ${entry.actor}`}</Muted>
                </li>
              ))}
            </Lines>
          </Stack>
        </CardContent>
      </Card>
    </li>
  );
}

/** /admin/releases: each remote's releases, with promote and roll back (docs/deploying.md, "Releasing a remote"). */
export function ReleasesView({
  state,
  onChange,
  onSetLive,
  changing,
  initialConfirm,
  newRemotes,
  canChange = true,
  visualChanges,
  children,
}: ReleasesViewProps) {
  return (
    <AdminFrame
      title={TEXTS.title}
      description={TEXTS.description}
      notAuthorised={state.status === 'not-authorised' ? TEXTS.notAuthorisedDescription : undefined}
    >
      {state.status === 'not-authorised' ? null : newRemotes}
      {state.status === 'not-authorised' ? null : (
        <ListAnswer
          state={state}
          loadingLabel={TEXTS.loading}
          failedTitle={TEXTS.failed}
          empty={{ title: TEXTS.empty, description: TEXTS.emptyDescription }}
          isEmpty={({ remotes }) => remotes.length === 0}
        >
          {({ remotes }) => (
            <RemoteList>
              {remotes.map((remote) => (
                <RemoteCard
                  key={remote.remote}
                  remote={remote}
                  onChange={onChange}
                  onSetLive={onSetLive}
                  changing={changing}
                  initialAction={initialConfirm?.remote === remote.remote ? initialConfirm.action : undefined}
                  canChange={canChange}
                  visualChanges={visualChanges}
                />
              ))}
            </RemoteList>
          )}
        </ListAnswer>
      )}
      {children}
    </AdminFrame>
  );
}
