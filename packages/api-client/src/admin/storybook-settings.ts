import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StorybookSettings, StorybookSettingsRequest } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/admin/storybook-settings: who may open /storybook/ and whether visual changes need a designer (owners). */
async function getStorybookSettings({ signal }: { signal?: AbortSignal } = {}): Promise<StorybookSettings> {
  return checkResponse(
    'storybookSettings',
    await apiJson('GET', '/api/admin/storybook-settings', undefined, { signal }),
  );
}

export const useStorybookSettingsQuery = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.storybookSettings(),
      queryFn: ({ signal }) => getStorybookSettings({ signal }),
    }),
  );

/** PUT /api/admin/storybook-settings, with the reason the audit trail keeps; the answer is the settings saved. */
async function changeStorybookSettings(request: StorybookSettingsRequest): Promise<StorybookSettings> {
  return checkResponse('storybookSettings', await apiJson('PUT', '/api/admin/storybook-settings', request));
}

export const useChangeStorybookSettingsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStorybookSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.storybookSettings(), saved);
      // Each visual review says whether it needs a designer's approval: read them again.
      await queryClient.invalidateQueries({ queryKey: queryKeys.releases() });
    },
  });
};
