import type { ProfileDialogProps } from '@ciao/shell';
import { EditProfileDialog } from '../features/profile/edit-profile-dialog';

/** mf_account's './ProfileDialog': opened by the host from the side menu's header. */
export function ProfileDialog(props: ProfileDialogProps) {
  return <EditProfileDialog {...props} />;
}

export default ProfileDialog;
