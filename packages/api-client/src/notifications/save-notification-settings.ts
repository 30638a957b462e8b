import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationSettingsSchema, type NotificationSettings } from '@ciao/contracts';
import { apiJson } from '../api-request';
import { getNotificationSettingsQueryOptions } from './get-notification-settings';

/** POST /api/notifications/settings with all seven booleans; answers the saved settings. */
export async function saveNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  const body = notificationSettingsSchema.parse(settings);
  return notificationSettingsSchema.parse(await apiJson<unknown>('POST', '/api/notifications/settings', body));
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
