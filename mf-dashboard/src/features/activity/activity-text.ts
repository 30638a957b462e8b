import type { ActivityEntry } from '@ciao/contracts';
import { formatSignedCiao, formatUsd, money } from '@ciao/contracts/money';
import { contractTitle } from '../../components/contract-text';
import type { DashboardTranslate } from '../../messages';

/** What the entry belongs to: "1h Lightning simulation", "Code CIAO-…", support's note, or nothing. */
export function activitySubject(
  entry: Pick<ActivityEntry, 'contract' | 'code' | 'note'>,
  t: DashboardTranslate,
): string | null {
  if (entry.note !== null) return entry.note;
  if (entry.contract) return t('activity.contract', { contract: contractTitle(entry.contract) });
  if (entry.code) return t('activity.code', { code: entry.code.code });
  return null;
}

/** Credits read "+", debits "-": the sign is the point of a ledger. */
const withSign = (amount: string, text: string) => (money(amount).gt(0) ? `+${text}` : text);

/** "+61,764.71 $CIAO", "-5,000,000.00 $CIAO" ("+61.764,71 $CIAO" in Italian) */
export const formatActivityCiao = (amountCiao: string, locale: string): string => formatSignedCiao(amountCiao, locale);

/**
 * "+$5.00", "-$2.50"; a single simulation's reward is worth fractions of a cent, so under a cent
 * it shows 6 decimals ("+$0.004200") rather than "$0.00". Null when not recorded (old entries).
 */
export function formatActivityUsd(amountUsd: string | null, locale: string): string | null {
  if (amountUsd === null) return null;
  const decimals = money(amountUsd).abs().lt('0.01') && !money(amountUsd).isZero() ? 6 : 2;
  return withSign(amountUsd, formatUsd(amountUsd, decimals, 'half-up', locale));
}
