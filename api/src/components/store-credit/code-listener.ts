import type { Transaction } from '../../db/transactions';
import type { StoredCode } from './store-credit-repository';

/**
 * What another component does about a code, inside the transaction that records it (the push
 * notifications' outbox): an order used it; it expires within STORE_CREDIT.expiringSoonDays.
 */
export type CodeListener = {
  used(transaction: Transaction, code: StoredCode): Promise<void>;
  expiringSoon(transaction: Transaction, codes: StoredCode[]): Promise<void>;
};
