import { useState, type FormEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { ADMIN_REASON } from '@ciao/contracts';
import { Button, Stack, TextField } from '@ciao/ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** What a confirmation says: the question naming what changes, its button's label, whether it takes something away. */
export interface Confirmation {
  question: string;
  confirmLabel: string;
  destructive?: boolean;
}

/**
 * The confirmation every admin action asks for: the question, the reason the audit trail keeps (at
 * least ADMIN_REASON.minLength characters), confirm and cancel.
 */
function ReasonConfirmation({
  question,
  confirmLabel,
  destructive = false,
  busy,
  onConfirm,
  onCancel,
}: Confirmation & { busy: boolean; onConfirm: (reason: string) => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };
  return (
    <form onSubmit={submit} aria-label={question}>
      <Stack gap={2}>
        <strong>{question}</strong>
        <TextField
          label="Reason (kept in the audit trail)"
          value={reason}
          minLength={ADMIN_REASON.minLength}
          maxLength={ADMIN_REASON.maxLength}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <Actions>
          <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={busy}>
            {`Confirm: ${confirmLabel}`}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

/**
 * An admin action asked for with a reason: `ask(action)` opens the confirmation `confirmationOf(action)`
 * describes, shown where the view puts `confirmation` (in place of what asked, which the view hides
 * while it is not null), until it is confirmed (`onConfirm(action, reason)`) or cancelled. Its
 * confirm button waits while `busy` (a change on its way).
 */
export function useReasonConfirmation<Action>({
  initialAction,
  confirmationOf,
  busy,
  onConfirm,
}: {
  /** A confirmation open when the view first shows (stories). */
  initialAction?: Action | undefined;
  confirmationOf: (action: Action) => Confirmation;
  busy: boolean;
  onConfirm: (action: Action, reason: string) => void;
}): { ask: (action: Action) => void; confirmation: ReactElement | null } {
  const [asked, setAsked] = useState<{ action: Action } | undefined>(
    initialAction === undefined ? undefined : { action: initialAction },
  );
  const ask = (action: Action) => setAsked({ action });
  if (!asked) return { ask, confirmation: null };
  const confirmation = (
    <ReasonConfirmation
      {...confirmationOf(asked.action)}
      busy={busy}
      onConfirm={(reason) => {
        setAsked(undefined);
        onConfirm(asked.action, reason);
      }}
      onCancel={() => setAsked(undefined)}
    />
  );
  return { ask, confirmation };
}
