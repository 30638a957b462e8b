import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@ciao/contracts';
import { apiRequest, queryKeys } from '@ciao/api-client';

/** PATCH /api/user/profile with the trimmed nickname and image URL (empty clears it). The answer is not read. */
export async function updateProfile(profile: UpdateProfileRequest): Promise<void> {
  await apiRequest('PATCH', '/api/user/profile', profile);
}

/** Success refreshes the session (name and avatar come from it) before the mutation resolves. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session() }),
  });
}
