import { Dialog } from '@ciao/ui/dialog';
import type { ProfileDialogProps } from '@ciao/shell';
import { PROFILE_DIALOG_ID } from '../remote-screens';
import { RemoteFallback } from '../../federation/remote-fallback';
import { RemoteSlot } from '../../federation/remote-slot';
import { useHostMessages } from '../../messages';

/** mf_account's profile dialog, loaded when first opened; a failed load shows the fallback in a dialog. */
export function ProfileDialogSlot({
  onClose,
  section,
}: {
  onClose: () => void;
  section?: ProfileDialogProps['section'];
}) {
  const t = useHostMessages();
  const props: ProfileDialogProps = {
    open: true,
    ...(section && { section }),
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  };
  return (
    <RemoteSlot
      id={PROFILE_DIALOG_ID}
      props={props}
      loading={null}
      fallback={(retry) => (
        <Dialog open onOpenChange={props.onOpenChange} title={t('menu.profile')} closeLabel={t('dialog.close')}>
          <RemoteFallback onRetry={retry} framed={false} />
        </Dialog>
      )}
    />
  );
}
