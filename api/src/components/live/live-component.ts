import type { Platform } from '../../component';
import type { Drain } from '../../http/drain';
import type { LiveStreamMetrics } from '../../metrics/metrics';
import type { Mining } from '../contracts/mining';
import type { PriceService } from '../price/price-service';
import type { StoreCredit } from '../store-credit/store-credit';
import type { LiveConfig } from './live-config';
import { liveUserRoutes } from './live-routes';
import type { SessionUserResolver } from './live-routes';
import { createLiveStates } from './live-state';
import { createLiveStreams } from './live-streams';

/** The live stream of the dashboard's state (GET /api/user/:userId/live), fed by the change feed. */
export function createLiveComponent(
  deps: Pick<Platform, 'clock' | 'logger' | 'changes'> & {
    mining: Mining;
    storeCredit: StoreCredit;
    price: PriceService;
    drain?: Drain | undefined;
    resolveSessionUser: SessionUserResolver;
    caps: LiveConfig;
    metrics?: LiveStreamMetrics | undefined;
  },
) {
  const { mining, storeCredit, price, changes, drain, clock, logger, resolveSessionUser, caps, metrics } = deps;
  const streams = createLiveStreams({
    states: createLiveStates({ mining, storeCredit }),
    price,
    changes,
    drain,
    clock,
    logger,
    caps,
    metrics,
  });
  return { streams, userRoutes: liveUserRoutes(streams, resolveSessionUser) };
}
