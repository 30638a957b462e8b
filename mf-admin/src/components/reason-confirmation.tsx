import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ADMIN_REASON } from '@ciao/contracts';
import { Button, Stack, TextField } from '@ciao/ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The confirmation every admin action asks for: the question naming what changes, the reason the
 * audit trail keeps (at least ADMIN_REASON.minLength characters), confirm and cancel.
 */
export function ReasonConfirmation({
  question,
  confirmLabel,
  destructive,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  destructive: boolean;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
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
