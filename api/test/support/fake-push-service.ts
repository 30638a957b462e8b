// The fake push service (push-service.ts) for the API's Jest tests; the browser tests start it themselves.
import { startFakePushService } from './push-service';
import { useStarted } from './use-started';

export { startFakePushService, type FakePushService, type ReceivedPush } from './push-service';

/** The fake push service for the tests of a file (support/use-started.ts). */
export const useFakePushService = () => useStarted(startFakePushService);
