import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationSettingsSchema, type NotificationSettings } from '@ciao/contracts/web';
import { apiJson } from '../api-request';

/** GET /api/notifications/settings: seven booleans. */
export async function getNotificationSettings({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationSettings> {
  const body = await apiJson<NotificationSettings>('GET', '/api/notifications/settings', undefined, { signal });
  if (process.env.NODE_ENV !== 'production') notificationSettingsSchema.parse(body);
  return body;
}

/** Never retried (spec section 7); keyed by the session user's id. */
export const getNotificationSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'notifications', 'settings'] as const,
    queryFn: ({ signal }) => getNotificationSettings({ signal }),
    retry: false,
  });

export const useNotificationSettingsQuery = (userId: string | undefined) =>
  useQuery({ ...getNotificationSettingsQueryOptions(userId ?? ''), enabled: userId !== undefined });
