import { useState } from 'react';
import { useNavigate } from '@ciao/shell/router';
import { useDeleteAccountMutation } from '@ciao/api-client/signed-in';
import { useToast } from '@ciao/shell';
import { Button, Notice } from '@ciao/ui';
import { Dialog, DialogClose } from '@ciao/ui/dialog';
import { useProfileMessages } from '../../messages/profile';

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
  const t = useProfileMessages();

  const confirm = async () => {
    try {
      // Clears the session as it resolves: the host's guard then shows sign-in everywhere.
      await deletion.mutateAsync();
    } catch {
      toast({ title: t('devices.errorTitle'), description: t('delete.failed'), variant: 'destructive' });
      return;
    }
    toast({ title: t('delete.doneTitle'), description: t('delete.done') });
    navigate('/auth', { replace: true });
    onDeleted();
  };

  return (
    <Dialog
      closeLabel={t('profile.close')}
      // The trigger gets focus back when the confirmation closes.
      trigger={<Button variant="destructive">{t('delete.action')}</Button>}
      open={open}
      onOpenChange={(next) => {
        if (!deletion.isPending) setOpen(next);
      }}
      role="alertdialog"
      size="sm"
      title={t('delete.confirmTitle')}
      description={t('delete.confirm')}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" disabled={deletion.isPending}>
              {t('profile.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={deletion.isPending} onClick={confirm}>
            {deletion.isPending ? t('delete.deleting') : t('delete.action')}
          </Button>
        </>
      }
    >
      <Notice variant="danger" role="note">
        {t('delete.warning')}
      </Notice>
    </Dialog>
  );
}
