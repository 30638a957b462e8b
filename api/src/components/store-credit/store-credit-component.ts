import type { Job } from '../../background-jobs';
import type { Platform } from '../../component';
import type { ContractRepository } from '../contracts/contract-repository';
import type { Mining } from '../contracts/mining';
import type { PriceService } from '../price/price-service';
import type { Ledger } from '../rewards/ledger';
import type { VoucherLogs } from '../voucher-logs/voucher-logs';
import type { CodeListener } from './code-listener';
import type { DiscountIssuer } from './discount-issuer';
import type { CodeSuspicions } from './store-credit';
import { createDiscountDeactivationRepository } from './discount-deactivation-repository';
import { createStoreCredit } from './store-credit';
import { createStoreCreditRepository } from './store-credit-repository';
import { storeCreditPolls, storeCreditUserRoutes } from './store-credit-routes';

/** Store-credit codes: the per-user routes, the eligibility poll, and the sweeps that expire codes, deactivate discounts and remind of codes about to expire. */
export function createStoreCreditComponent(
  deps: Pick<Platform<{ sweepIntervalMs: number }>, 'config' | 'database' | 'clock' | 'logger'> & {
    contracts: ContractRepository;
    mining: Mining;
    ledger: Ledger;
    price: PriceService;
    discounts: DiscountIssuer | null;
    voucherLogs: VoucherLogs;
    codeListener?: CodeListener;
    suspicions?: CodeSuspicions;
  },
) {
  const { config, database } = deps;
  const { sequelize } = database;
  const codes = createStoreCreditRepository({ sequelize });
  const storeCredit = createStoreCredit({
    ...deps,
    codes,
    deactivationRepository: createDiscountDeactivationRepository({ sequelize }),
  });
  const jobs: Job[] = [
    { name: 'expire store-credit codes', intervalMs: config.sweepIntervalMs, run: () => storeCredit.expireDue() },
    {
      name: 'deactivate Shopify discounts',
      intervalMs: config.sweepIntervalMs,
      run: () => storeCredit.deactivateDiscounts(),
    },
    {
      name: 'remind of expiring store-credit codes',
      intervalMs: config.sweepIntervalMs,
      run: () => storeCredit.remindExpiring(),
    },
  ];
  return {
    storeCredit,
    codes,
    userRoutes: storeCreditUserRoutes(storeCredit),
    polls: storeCreditPolls(storeCredit),
    jobs,
  };
}
