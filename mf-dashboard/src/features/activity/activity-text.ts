import type { ActivityEntry } from '@ciao/contracts';
import { formatSignedCiao, formatUsd, money } from '@ciao/contracts/money';
import { contractTitle } from '../../components/contract-text';

/** What the entry belongs to: "1h Lightning simulation", "Code CIAO-…", support's note, or nothing. */
export function activitySubject(entry: Pick<ActivityEntry, 'contract' | 'code' | 'note'>): string | null {
  if (entry.note !== null) return entry.note;
  if (entry.contract) return `${contractTitle(entry.contract)} simulation`;
  if (entry.code) return `Code ${entry.code.code}`;
  return null;
}

/** Credits read "+", debits "-": the sign is the point of a ledger. */
const withSign = (amount: string, text: string) => (money(amount).gt(0) ? `+${text}` : text);

/** "+61,764.71 $CIAO", "-5,000,000.00 $CIAO" */
export const formatActivityCiao = (amountCiao: string): string => formatSignedCiao(amountCiao);

/**
 * "+$5.00", "-$2.50"; a single simulation's reward is worth fractions of a cent, so under a cent
 * it shows 6 decimals ("+$0.004200") rather than "$0.00". Null: "USD value not recorded".
 */
export function formatActivityUsd(amountUsd: string | null): string {
  if (amountUsd === null) return 'USD value not recorded';
  const decimals = money(amountUsd).abs().lt('0.01') && !money(amountUsd).isZero() ? 6 : 2;
  return withSign(amountUsd, formatUsd(amountUsd, decimals));
}
