import { NotificationsScreen } from '../features/notifications/notifications-screen';

export { NotificationsScreen };
export default NotificationsScreen;
