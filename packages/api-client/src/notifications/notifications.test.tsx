import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { NotificationSettings } from '@ciao/contracts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts/web';
import { useTestApi } from '../testing';
import { getNotificationSettingsQueryOptions, useNotificationSettingsQuery } from './get-notification-settings';
import { saveNotificationSettings, useSaveNotificationSettingsMutation } from './save-notification-settings';

const USER_ID = 'b3f1c3a2-1111-4e5f-9a7b-000000000002';
const PUSH_OFF: NotificationSettings = { ...DEFAULT_NOTIFICATION_SETTINGS, pushEnabled: false, promotions: false };

const api = useTestApi({
  'GET /api/notifications/settings': { json: DEFAULT_NOTIFICATION_SETTINGS },
  'POST /api/notifications/settings': (request) => ({ json: request.body }),
});

// As the app's QueryClient defaults are not used here, retries are on: the query itself must say no.
const wrapper =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

it('sends the seven booleans as JSON and reads back the saved settings', async () => {
  await expect(saveNotificationSettings(PUSH_OFF)).resolves.toEqual(PUSH_OFF);
  expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/notifications/settings', body: PUSH_OFF });
  expect(api.requests[0]?.headers['content-type']).toBe('application/json');
});

it('when the settings fail to load, then the query is not retried', async () => {
  api.route('GET /api/notifications/settings', { status: 500, json: { message: 'Internal server error' } });
  const { result } = renderHook(() => useNotificationSettingsQuery(USER_ID), { wrapper: wrapper(new QueryClient()) });

  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
  api.route('GET /api/notifications/settings', { json: DEFAULT_NOTIFICATION_SETTINGS });
});

it('when settings are saved, then the cached settings of that user are the saved ones', async () => {
  const queryClient = new QueryClient();
  const { result } = renderHook(
    () => ({ settings: useNotificationSettingsQuery(USER_ID), save: useSaveNotificationSettingsMutation(USER_ID) }),
    { wrapper: wrapper(queryClient) },
  );
  await waitFor(() => expect(result.current.settings.data).toEqual(DEFAULT_NOTIFICATION_SETTINGS));

  await act(() => result.current.save.mutateAsync(PUSH_OFF));

  expect(queryClient.getQueryData(getNotificationSettingsQueryOptions(USER_ID).queryKey)).toEqual(PUSH_OFF);
});
