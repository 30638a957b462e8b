import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ok, SessionsRevoked, SignedInDevices } from '@ciao/contracts';
import { userPath } from '@ciao/contracts/web';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/user/{id}/sessions: the user's signed-in devices, newest first, this one marked `current`. */
export async function getSignedInDevices(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SignedInDevices> {
  return checkResponse('signedInDevices', await apiJson('GET', userPath(userId, '/sessions'), undefined, { signal }));
}

const signedInDevicesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.signedInDevices(userId),
    queryFn: ({ signal }) => getSignedInDevices(userId, { signal }),
  });

export const useSignedInDevicesQuery = (userId: string | undefined) =>
  useQuery({ ...signedInDevicesQueryOptions(userId ?? ''), enabled: userId !== undefined });

/** DELETE /api/user/{id}/sessions/{sessionId}: that device is signed out at once. */
export async function signOutDevice(userId: string, sessionId: string): Promise<Ok> {
  return (await apiJson('DELETE', userPath(userId, `/sessions/${encodeURIComponent(sessionId)}`))) as Ok;
}

/** POST /api/user/{id}/sessions/sign-out-others: every device but this one is signed out. */
export async function signOutOtherDevices(userId: string): Promise<SessionsRevoked> {
  return checkResponse('sessionsRevoked', await apiJson('POST', userPath(userId, '/sessions/sign-out-others')));
}

/** Either sign-out reads the list again, whether it worked or not (a device may have gone meanwhile). */
function useDevicesChange<V, R>(userId: string, signOut: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.signedInDevices(userId) }),
  });
}

export const useSignOutDeviceMutation = (userId: string) =>
  useDevicesChange(userId, (sessionId: string) => signOutDevice(userId, sessionId));

export const useSignOutOtherDevicesMutation = (userId: string) =>
  useDevicesChange(userId, () => signOutOtherDevices(userId));
