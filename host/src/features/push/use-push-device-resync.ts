import { useEffect } from 'react';
import { browserPushDevice } from '@ciao/api-client/signed-in';
import { useSession, whenIdle } from '@ciao/shell';

/**
 * A device's push subscription ends with its session (docs/notifications.md): after each sign-in,
 * a device that allowed notifications sends it again, once the browser is idle, so pushes keep
 * arriving without a visit to /notifications. A device with push turned off has no subscription
 * left, so nothing is sent.
 */
export function usePushDeviceResync(): void {
  const userId = useSession().user?.id;
  useEffect(() => {
    if (!userId) return undefined;
    const resync = () =>
      void browserPushDevice(userId)
        .resync()
        .catch(() => undefined);
    return whenIdle(resync);
  }, [userId]);
}
