import type { Platform } from '../../component';
import { createOverview } from './overview';
import type { CurrentPrice } from './overview';
import { createOverviewRepository } from './overview-repository';
import { overviewRoutes } from './overview-routes';

/** The programme overview (docs/admin.md): its roll-ups are its own tables; the price component gives the price. */
export function createOverviewComponent({
  database,
  clock,
  price,
}: Pick<Platform, 'database' | 'clock'> & { price: CurrentPrice }) {
  const overview = createOverview({ repository: createOverviewRepository(database), price, clock });
  return { overview, routes: overviewRoutes({ overview }) };
}
