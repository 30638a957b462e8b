import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationSettingsSchema, type NotificationSettings } from '@ciao/contracts/web';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** POST /api/notifications/settings with all seven booleans; answers the saved settings. */
export async function saveNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  return checkResponse(
    'notificationSettings',
    await apiJson('POST', '/api/notifications/settings', notificationSettingsSchema.parse(settings)),
  );
}

/** Success puts the saved settings in the user's cached settings. */
export function useSaveNotificationSettingsMutation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => {
      if (userId !== undefined) queryClient.setQueryData(queryKeys.notificationSettings(userId), saved);
    },
  });
}
