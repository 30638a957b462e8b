import { useState } from 'react';
import { useSignOutOtherDevicesMutation } from '@ciao/api-client/account';
import { useToast } from '@ciao/shell';
import { Button } from '@ciao/ui';
import { Dialog, DialogClose } from '@ciao/ui/dialog';

const devices = (count: number) => (count === 1 ? '1 other device' : `${count} other devices`);

/** "Sign out everywhere else" and its confirmation: every other session of the account ends, this one stays. */
export function SignOutOthersDialog({ userId, count }: { userId: string; count: number }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOutOtherDevicesMutation(userId);
  const { toast } = useToast();

  const confirm = async () => {
    let signedOut: number;
    try {
      ({ signedOutDevices: signedOut } = await signOut.mutateAsync());
    } catch {
      toast({
        title: 'Error',
        description: 'Unable to sign out your other devices. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    setOpen(false);
    toast({ title: 'Signed Out Everywhere Else', description: `${devices(signedOut)} signed out.` });
  };

  return (
    <Dialog
      trigger={<Button variant="outline">Sign out everywhere else</Button>}
      open={open}
      onOpenChange={(next) => {
        if (!signOut.isPending) setOpen(next);
      }}
      role="alertdialog"
      size="sm"
      title="Sign out everywhere else?"
      description={`${devices(count)} will be signed out at once. This device stays signed in.`}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" disabled={signOut.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={signOut.isPending} onClick={confirm}>
            {signOut.isPending ? 'Signing out...' : 'Sign out everywhere else'}
          </Button>
        </>
      }
    />
  );
}
