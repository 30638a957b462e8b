import { PlaceholderScreen } from '@ciao/shell';

/** /notifications (placeholder until its feature issue lands). */
export function NotificationsScreen() {
  return <PlaceholderScreen title="Notification Settings">Notification settings — coming in the notifications issue.</PlaceholderScreen>;
}

export default NotificationsScreen;
