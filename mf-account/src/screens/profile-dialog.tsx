import { ProfileDialog } from '../features/profile/profile-dialog';

export { ProfileDialog };
export default ProfileDialog;
