import { useState } from 'react';
import { useSignOutOtherDevicesMutation } from '@ciao/api-client/account';
import { useToast } from '@ciao/shell';
import { Button } from '@ciao/ui';
import { Dialog, DialogClose } from '@ciao/ui/dialog';
import { useProfileMessages } from '../../messages/profile';

/** "Sign out everywhere else" and its confirmation: every other session of the account ends, this one stays. */
export function SignOutOthersDialog({ userId, count }: { userId: string; count: number }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOutOtherDevicesMutation(userId);
  const { toast } = useToast();
  const t = useProfileMessages();

  const confirm = async () => {
    let signedOut: number;
    try {
      ({ signedOutDevices: signedOut } = await signOut.mutateAsync());
    } catch {
      toast({
        title: t('devices.errorTitle'),
        description: t('others.failed'),
        variant: 'destructive',
      });
      return;
    }
    setOpen(false);
    toast({ title: t('others.doneTitle'), description: t('others.done', { count: signedOut }) });
  };

  return (
    <Dialog
      closeLabel={t('profile.close')}
      trigger={<Button variant="outline">{t('others.action')}</Button>}
      open={open}
      onOpenChange={(next) => {
        if (!signOut.isPending) setOpen(next);
      }}
      role="alertdialog"
      size="sm"
      title={t('others.confirmTitle')}
      description={t('others.confirm', { count })}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" disabled={signOut.isPending}>
              {t('profile.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={signOut.isPending} onClick={confirm}>
            {signOut.isPending ? t('devices.signingOut') : t('others.action')}
          </Button>
        </>
      }
    />
  );
}
