import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@ciao/contracts/web';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/notifications/settings: seven booleans. */
export async function getNotificationSettings({
  signal,
}: { signal?: AbortSignal } = {}): Promise<NotificationSettings> {
  return checkResponse(
    'notificationSettings',
    await apiJson('GET', '/api/notifications/settings', undefined, { signal }),
  );
}

/** Never retried (spec section 7); keyed by the session user's id. */
export const getNotificationSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.notificationSettings(userId),
    queryFn: ({ signal }) => getNotificationSettings({ signal }),
    retry: false,
  });

export const useNotificationSettingsQuery = (userId: string | undefined) =>
  useQuery({ ...getNotificationSettingsQueryOptions(userId ?? ''), enabled: userId !== undefined });
