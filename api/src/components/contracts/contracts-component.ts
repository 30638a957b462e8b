import type { Job } from '../../background-jobs';
import type { Platform } from '../../component';
import { transactOn } from '../../db/transactions';
import type { PriceService } from '../price/price-service';
import type { Ledger } from '../rewards/ledger';
import { createContractRepository } from './contract-repository';
import { historyReadRoute, miningPolls, miningUserRoutes } from './contract-routes';
import { createMining } from './mining';
import type { CompletionListener } from './mining';
import { createMiningStates } from './mining-state';

/** Mining contracts: the per-user routes, the dashboard's polls of mining, and the sweep that completes due contracts. */
export function createContractsComponent(
  deps: Pick<
    Platform<{ miningTimeScale: number; sweepIntervalMs: number }>,
    'config' | 'database' | 'clock' | 'logger' | 'changes'
  > & {
    ledger: Ledger;
    price: PriceService;
    completionListeners: CompletionListener[];
  },
) {
  const { config, database, clock, logger, changes, ledger, price, completionListeners } = deps;
  const { sequelize } = database;
  const contracts = createContractRepository({ sequelize });
  const states = createMiningStates({ contracts, feed: changes });
  const mining = createMining({
    transact: transactOn(sequelize),
    contracts,
    states,
    ledger,
    price,
    clock,
    logger,
    timeScale: config.miningTimeScale,
    completionListeners,
  });
  const jobs: Job[] = [
    { name: 'complete due contracts', intervalMs: config.sweepIntervalMs, run: () => mining.completeDue() },
  ];
  const polls = miningPolls(mining);
  // What a signed-in page's first answers may read in process: the polls and the history's first page.
  const reads = [...polls, historyReadRoute(mining)];
  return { mining, contracts, userRoutes: miningUserRoutes(mining), polls, reads, jobs };
}
