import { Card, CardContent, CardHeader, CardTitle, Page } from '@ciao/ui';

/** /notifications (placeholder until its feature issue lands). */
export function NotificationsScreen() {
  return (
    <Page>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Notification Settings</CardTitle>
        </CardHeader>
        <CardContent>
          <p>Notification settings — coming in the notifications issue.</p>
        </CardContent>
      </Card>
    </Page>
  );
}

export default NotificationsScreen;
