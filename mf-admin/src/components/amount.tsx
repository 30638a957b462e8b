import { formatCiao, formatSignedCiao, formatUsd } from '@ciao/contracts/money';
import { formatDecimal } from './decimal-format';

/**
 * Amounts as the customer's screens show them (2 decimals, grouped: `@ciao/contracts/money`), the
 * exact stored value in the tooltip (and in every CSV): docs/admin.md, "The support desk's screens".
 */
export const Ciao = ({ value, signed = false }: { value: string; signed?: boolean }) => (
  <span title={`${formatDecimal(value)} $CIAO exactly`}>{signed ? formatSignedCiao(value) : formatCiao(value)}</span>
);

export const Usd = ({ value }: { value: string }) => (
  <span title={`$${formatDecimal(value, { minFractionDigits: 2 })} exactly`}>{formatUsd(value)}</span>
);
