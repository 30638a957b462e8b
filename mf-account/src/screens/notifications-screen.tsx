import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import {
  browserPushDevice,
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} from '@ciao/api-client/signed-in';
import { useSession } from '@ciao/shell';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Notice, Page, Spinner } from '@ciao/ui';
import { NotificationSettingsForm } from '../features/notifications/notification-settings-form';

const Narrow = styled(Page)`
  max-width: 640px;
`;

/** /notifications: the user's notification settings (all on until saved otherwise). */
export function NotificationsScreen() {
  const { user } = useSession();
  const settings = useNotificationSettingsQuery(user?.id);
  const save = useSaveNotificationSettingsMutation(user?.id);
  const device = useMemo(() => browserPushDevice(user?.id ?? ''), [user?.id]);
  const pushEnabled = settings.data?.pushEnabled;

  // A device that allowed notifications sends its subscription again: it was tied to an earlier session.
  useEffect(() => {
    if (pushEnabled && user) void device.resync().catch(() => undefined);
  }, [device, pushEnabled, user]);

  return (
    <Narrow>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Notification Settings</CardTitle>
          <CardDescription>Choose which notifications you receive.</CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isError ? (
            <Notice
              variant="danger"
              title="Unable to load your notification settings."
              action={
                <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : settings.data ? (
            // Keyed by user: another account's settings never pre-fill this one's form.
            <NotificationSettingsForm
              key={user?.id}
              settings={settings.data}
              email={user?.email ?? ''}
              onSave={save.mutateAsync}
              device={device}
            />
          ) : (
            <Spinner label="Loading your notification settings" />
          )}
        </CardContent>
      </Card>
    </Narrow>
  );
}

export default NotificationsScreen;
