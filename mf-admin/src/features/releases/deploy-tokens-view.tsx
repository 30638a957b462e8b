import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DEPLOY_TOKEN_DAYS } from '@ciao/contracts/web';
import type { DeployTokenCreated, DeployTokenListed } from '@ciao/contracts';
import { Button, Notice, Select, Stack, TextField } from '@ciao/ui';
import { ListAnswer } from '../../components/list-answer';
import { useReasonConfirmation, type Confirmation } from '../../components/reason-confirmation';
import { Lines, Muted } from './release-lines';
import { ReleaseSettingsCard } from './release-settings-card';

export const TOKEN_TEXTS = {
  title: 'Deploy tokens',
  description:
    "A remote team's CI publishes releases of its own remote with one, starts, stops and promotes canaries and rolls back; nothing else. Only its hash is kept.",
  loading: 'Loading the deploy tokens...',
  failed: 'Failed to load the deploy tokens',
  empty: 'No deploy token',
  emptyDescription: 'Make one for a team that publishes its remote from its own repository.',
  remote: 'Remote',
  name: 'Name',
  days: 'Valid for (days)',
  create: 'Create token',
  revoke: 'Revoke',
  shownOnce: 'Copy the token now: it is shown only this once.',
} as const;

type NewDeployToken = { remote: string; name: string; days: number };

export type DeployTokensState =
  { status: 'loading' } | { status: 'failed'; onRetry: () => void } | { status: 'ready'; tokens: DeployTokenListed[] };

export interface DeployTokensViewProps {
  state: DeployTokensState;
  /** The remotes a token may be made for (the registry's). */
  remotes: string[];
  /** The token just made: its only showing. */
  made?: DeployTokenCreated | undefined;
  /** A change on its way, and the API's refusal of the last one. */
  busy: boolean;
  error: string | null;
  onCreate: (token: NewDeployToken, reason: string) => void;
  onRevoke: (id: string, reason: string) => void;
}

const Secret = styled.code`
  display: block;
  overflow-wrap: anywhere;
  user-select: all;
`;

const day = (iso: string) => iso.slice(0, 10);

/** What a token's line says after its name: expiry or revocation, last use, who made it. */
function tokenState(token: DeployTokenListed): string {
  return [
    token.revokedAt ? `revoked ${day(token.revokedAt)}` : `expires ${day(token.expiresAt)}`,
    token.lastUsedAt ? `last used ${day(token.lastUsedAt)}` : 'never used',
    `by ${token.createdBy}`,
  ].join(' · ');
}

function CreateForm({ remotes, onAsk }: { remotes: string[]; onAsk: (token: NewDeployToken) => void }) {
  const [remote, setRemote] = useState(remotes[0] ?? '');
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(DEPLOY_TOKEN_DAYS.default));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAsk({ remote, name: name.trim(), days: Number(days) });
  };
  return (
    <form onSubmit={submit} aria-label={TOKEN_TEXTS.create}>
      <Stack gap={2}>
        <Select
          label={TOKEN_TEXTS.remote}
          options={remotes.map((value) => ({ value, label: value }))}
          value={remote}
          onValueChange={setRemote}
        />
        <TextField
          label={TOKEN_TEXTS.name}
          value={name}
          required
          maxLength={64}
          pattern="[\w .\-]{1,64}"
          hint="Letters, digits, spaces, . _ or -, e.g. the CI's name"
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={TOKEN_TEXTS.days}
          type="number"
          inputMode="numeric"
          required
          min={DEPLOY_TOKEN_DAYS.min}
          max={DEPLOY_TOKEN_DAYS.max}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <div>
          <Button type="submit" variant="outline" disabled={!remote}>
            {TOKEN_TEXTS.create}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

type TokenAction = { create: NewDeployToken } | { revoke: DeployTokenListed };

/** The question a confirmation asks, naming the token. */
function confirmationOf(action: TokenAction): Confirmation {
  if ('create' in action) {
    const { name, remote, days } = action.create;
    return {
      question: `Make a deploy token "${name}" for ${remote}, valid ${days} days?`,
      confirmLabel: TOKEN_TEXTS.create,
    };
  }
  const { id, name, remote } = action.revoke;
  return {
    question: `Revoke deploy token #${id} "${name}" of ${remote}? Its CI can no longer publish.`,
    confirmLabel: TOKEN_TEXTS.revoke,
    destructive: true,
  };
}

/** The deploy tokens of the Releases screen: make one (shown once), see them all, revoke one. */
export function DeployTokensView({ state, remotes, made, busy, error, onCreate, onRevoke }: DeployTokensViewProps) {
  const { ask, confirmation } = useReasonConfirmation({
    confirmationOf,
    busy,
    onConfirm: (action: TokenAction, reason) =>
      'create' in action ? onCreate(action.create, reason) : onRevoke(action.revoke.id, reason),
  });
  return (
    <ReleaseSettingsCard title={TOKEN_TEXTS.title} description={TOKEN_TEXTS.description} error={error}>
      {made ? (
        <Notice variant="success">
          <Stack gap={1}>
            <strong>{`Deploy token #${made.id} "${made.name}" for ${made.remote}, valid until ${day(made.expiresAt)}`}</strong>
            <Secret>{made.token}</Secret>
            <span>{TOKEN_TEXTS.shownOnce}</span>
          </Stack>
        </Notice>
      ) : null}
      {confirmation ?? <CreateForm remotes={remotes} onAsk={(token) => ask({ create: token })} />}
      <ListAnswer
        state={state}
        loadingLabel={TOKEN_TEXTS.loading}
        failedTitle={TOKEN_TEXTS.failed}
        empty={{ title: TOKEN_TEXTS.empty, description: TOKEN_TEXTS.emptyDescription }}
        isEmpty={({ tokens }) => tokens.length === 0}
      >
        {({ tokens }) => (
          <Lines aria-label={TOKEN_TEXTS.title}>
            {tokens.map((token) => (
              <li key={token.id}>
                <strong>{`#${token.id} ${token.remote} "${token.name}"`}</strong> <Muted>{tokenState(token)}</Muted>{' '}
                {token.revokedAt ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${TOKEN_TEXTS.revoke} #${token.id}`}
                    onClick={() => ask({ revoke: token })}
                  >
                    {TOKEN_TEXTS.revoke}
                  </Button>
                )}
              </li>
            ))}
          </Lines>
        )}
      </ListAnswer>
    </ReleaseSettingsCard>
  );
}
