import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { messageOr } from '@ciao/api-client';
import { ADMIN_REASON } from '@ciao/contracts/web';
import { Button, Notice, Stack, TextField } from '@ciao/ui';
import { Dialog, DialogClose } from '@ciao/ui/dialog';

const REASON_ERROR = `Give a reason of at least ${ADMIN_REASON.minLength} characters`;
const FAILED = 'The correction failed. Please try again.';

export interface CorrectionDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  /** What will happen, naming the amount or the code. */
  description: ReactNode;
  /** The confirming button's label, naming the amount or the code. */
  confirmLabel: string;
  destructive?: boolean;
  /** Fields before the reason; `showErrors` once the first confirmation was tried. */
  fields?: (showErrors: boolean) => ReactNode;
  /** False while the fields above are not valid. */
  fieldsValid?: boolean;
  /** Sends the correction with the reason; a refusal's message is shown in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** The dialog closed (after a success or a cancel): reset the fields. */
  onClosed?: () => void;
}

/**
 * Every correction of the customer page: what it does, its own fields, the reason (kept in the audit
 * trail, never shown to the customer), and the server's refusal (403, 409) if there is one.
 */
export function CorrectionDialog({
  trigger,
  title,
  description,
  confirmLabel,
  destructive = false,
  fields,
  fieldsValid = true,
  onConfirm,
  onClosed,
}: CorrectionDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const reasonValid = reason.trim().length >= ADMIN_REASON.minLength;

  const changeOpen = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (!next) {
      setReason('');
      setTried(false);
      setRefusal(undefined);
      onClosed?.();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!reasonValid || !fieldsValid) return;
    setPending(true);
    setRefusal(undefined);
    try {
      await onConfirm(reason.trim());
    } catch (error) {
      setRefusal(messageOr(error, FAILED));
      return;
    } finally {
      setPending(false);
    }
    setOpen(false);
    setReason('');
    setTried(false);
    onClosed?.();
  };

  const formId = `correction-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={changeOpen}
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" disabled={pending}>
              Back
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant={destructive ? 'destructive' : 'primary'} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={3}>
          {fields?.(tried)}
          <TextField
            label="Reason (internal)"
            hint="Kept in the audit trail; the customer never sees it."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={ADMIN_REASON.maxLength}
            error={tried && !reasonValid ? REASON_ERROR : undefined}
          />
          {refusal ? <Notice variant="danger" title={refusal} /> : null}
        </Stack>
      </form>
    </Dialog>
  );
}
