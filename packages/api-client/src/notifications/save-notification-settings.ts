import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationSettingsSchema, type NotificationSettings } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { getNotificationSettingsQueryOptions } from './get-notification-settings';

/** POST /api/notifications/settings with all seven booleans; answers the saved settings. */
export async function saveNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  const saved = await apiJson<NotificationSettings>('POST', '/api/notifications/settings', notificationSettingsSchema.parse(settings));
  if (process.env.NODE_ENV !== 'production') notificationSettingsSchema.parse(saved);
  return saved;
}

/** Success puts the saved settings in the user's cached settings. */
export function useSaveNotificationSettingsMutation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => {
      if (userId !== undefined) queryClient.setQueryData(getNotificationSettingsQueryOptions(userId).queryKey, saved);
    },
  });
}
