import { useState } from 'react';
import styled from 'styled-components';
import type { LiveRelease } from '@ciao/api-client/signed-in';
import type { RemoteReleases } from '@ciao/contracts';
import { Button, Select, Stack, TextField } from '@ciao/ui';
import { useReasonConfirmation } from '../../components/reason-confirmation';

const LIVE_TEXTS = {
  version: 'Version',
  percent: 'Canary share of visitors (%)',
  activate: 'Activate',
  canary: 'Start canary',
} as const;

/** The question a confirmation asks, naming what becomes live and for whom. */
function liveQuestion(remote: string, { version, percent }: LiveRelease): string {
  return percent === undefined
    ? `Make ${version} of ${remote} live for everyone?`
    : `Give ${version} of ${remote} to ${percent} % of visitors as a canary?`;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * Activate a published version of a remote, or start (or widen) a canary of it: the version, the
 * share, then the confirmation with the reason the audit trail keeps.
 */
export function LiveReleaseForm({
  remote,
  busy,
  onSetLive,
}: {
  remote: RemoteReleases;
  busy: boolean;
  onSetLive: (choice: LiveRelease, reason: string) => void;
}) {
  const others = remote.releases.filter(({ version }) => version !== remote.activeVersion);
  const [version, setVersion] = useState(others[0]?.version ?? '');
  const [percent, setPercent] = useState('10');
  const { ask, confirmation } = useReasonConfirmation({
    confirmationOf: (choice: LiveRelease) => ({
      question: liveQuestion(remote.remote, choice),
      confirmLabel: choice.percent === undefined ? LIVE_TEXTS.activate : LIVE_TEXTS.canary,
    }),
    busy,
    onConfirm: onSetLive,
  });
  if (others.length === 0) return null;
  if (confirmation) return confirmation;
  const share = Number(percent);
  const shareValid = Number.isInteger(share) && share >= 1 && share <= 100;
  return (
    <Stack gap={2}>
      <Select
        label={LIVE_TEXTS.version}
        options={others.map((release) => ({ value: release.version, label: release.version }))}
        value={version}
        onValueChange={setVersion}
      />
      <Row>
        <Button variant="outline" onClick={() => ask({ version })}>
          {LIVE_TEXTS.activate}
        </Button>
        <TextField
          label={LIVE_TEXTS.percent}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={percent}
          error={shareValid ? undefined : 'A whole number from 1 to 100'}
          onChange={(event) => setPercent(event.target.value)}
        />
        <Button variant="outline" disabled={!shareValid} onClick={() => ask({ version, percent: share })}>
          {LIVE_TEXTS.canary}
        </Button>
      </Row>
    </Stack>
  );
}
