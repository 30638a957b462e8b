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
import { useNotificationsMessages } from '../messages/notifications';

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
  const t = useNotificationsMessages();

  // A device that allowed notifications sends its subscription again: it was tied to an earlier session.
  useEffect(() => {
    if (pushEnabled && user) void device.resync().catch(() => undefined);
  }, [device, pushEnabled, user]);

  return (
    <Narrow>
      <Card>
        <CardHeader>
          <CardTitle as="h1">{t('notifications.title')}</CardTitle>
          <CardDescription>{t('notifications.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isError ? (
            <Notice
              variant="danger"
              title={t('notifications.loadFailed')}
              action={
                <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
                  {t('notifications.tryAgain')}
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
            <Spinner label={t('notifications.loading')} />
          )}
        </CardContent>
      </Card>
    </Narrow>
  );
}

export default NotificationsScreen;
