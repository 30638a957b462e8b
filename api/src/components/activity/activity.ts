import Decimal from 'decimal.js';
import { keysetPage } from '../../db/keyset-page';
import type { Money } from '../../money';
import type { Ledger, LedgerEntry } from '../rewards/ledger';

/** USD amounts carry 10 decimals (NUMERIC(30, 10) elsewhere); half-up, so a credit and its debit round alike. */
const USD_DECIMALS = 10;

/** What the activity needs from the contracts component: each page's simulation lengths. */
export type ContractDurations = { durationsOf(contractIds: string[]): Promise<Map<string, number>> };
/** What the activity needs from the store-credit component: each page's code texts. */
export type CodeTexts = { textsOf(codeIds: string[]): Promise<Map<string, string>> };

/** A ledger entry with its USD value then (null when its price was not recorded) and what it belongs to. */
export type ActivityItem = LedgerEntry & {
  amountUsd: Money | null;
  contract: { id: string; durationHours: number } | null;
  code: { id: string; code: string } | null;
};

export type Activity = ReturnType<typeof createActivity>;

/**
 * A user's credit activity (docs/mining.md, "Credit activity"): the rewards ledger, newest first.
 * It is the ledger itself, not a list rebuilt from contracts and codes: every movement of $CIAO is
 * an entry written in the transaction that moves it, with the balance row, so the list sums to the
 * balance by construction. A page costs three indexed reads bounded by its size: the entries (the
 * (user_id, id) index), then the contracts and codes they name by primary key.
 */
export function createActivity({
  ledger,
  contracts,
  codes,
}: {
  ledger: Pick<Ledger, 'entriesOf'>;
  contracts: ContractDurations;
  codes: CodeTexts;
}) {
  return {
    async page(
      userId: string,
      { limit, beforeId }: { limit: number; beforeId?: string | undefined },
    ): Promise<{ items: ActivityItem[]; next: string | null }> {
      const { rows, next } = keysetPage(
        await ledger.entriesOf(userId, { limit: limit + 1, beforeId }),
        limit,
        (entry) => entry.id,
      );
      const named = (pick: (entry: LedgerEntry) => string | null) => [
        ...new Set(rows.map(pick).filter((id): id is string => id !== null)),
      ];
      const [durations, texts] = await Promise.all([
        contracts.durationsOf(named((e) => e.contractId)),
        codes.textsOf(named((e) => e.storeCreditCodeId)),
      ]);
      const items = rows.map((entry): ActivityItem => {
        const durationHours = entry.contractId ? durations.get(entry.contractId) : undefined;
        const code = entry.storeCreditCodeId ? texts.get(entry.storeCreditCodeId) : undefined;
        return {
          ...entry,
          amountUsd:
            entry.priceUsd &&
            entry.amountCiao.times(entry.priceUsd).toDecimalPlaces(USD_DECIMALS, Decimal.ROUND_HALF_UP),
          contract: entry.contractId && durationHours !== undefined ? { id: entry.contractId, durationHours } : null,
          code: entry.storeCreditCodeId && code !== undefined ? { id: entry.storeCreditCodeId, code } : null,
        };
      });
      return { items, next };
    },
  };
}
