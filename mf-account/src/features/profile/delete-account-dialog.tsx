import { useState } from 'react';
import { useNavigate } from '@ciao/shell/router';
import { useDeleteAccountMutation } from '@ciao/api-client/signed-in';
import { useToast } from '@ciao/shell';
import { Button, Notice } from '@ciao/ui';
import { Dialog, DialogClose } from '@ciao/ui/dialog';

interface DeleteAccountDialogProps {
  /** After deletion: closes the profile dialog. */
  onDeleted: () => void;
}

/** The Danger Zone's button and its confirmation: says what is lost, then DELETE /api/user/profile and /auth. */
export function DeleteAccountDialog({ onDeleted }: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccountMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      // Clears the session as it resolves: the host's guard then shows sign-in everywhere.
      await deletion.mutateAsync();
    } catch {
      toast({ title: 'Error', description: 'Unable to delete account. Please try again.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Account Deleted', description: 'Your account has been permanently deleted.' });
    navigate('/auth', { replace: true });
    onDeleted();
  };

  return (
    <Dialog
      // The trigger gets focus back when the confirmation closes.
      trigger={<Button variant="destructive">Delete Account</Button>}
      open={open}
      onOpenChange={(next) => {
        if (!deletion.isPending) setOpen(next);
      }}
      role="alertdialog"
      size="sm"
      title="Delete Account?"
      description="Are you sure you want to delete your account?"
      footer={
        <>
          <DialogClose>
            <Button variant="outline" disabled={deletion.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={deletion.isPending} onClick={confirm}>
            {deletion.isPending ? 'Deleting...' : 'Delete Account'}
          </Button>
        </>
      }
    >
      <Notice variant="danger" role="note">
        You will lose all rights to your pending rewards and store credits. Your account and personal data will be
        permanently deleted and any active discount codes cancelled. This action is irreversible.
      </Notice>
    </Dialog>
  );
}
