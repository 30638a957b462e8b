// Exact decimal arithmetic and display formats for $CIAO, USD and SOL amounts (never floats).
// Shared by the API and every front-end; the constants come from ./constants.
import Decimal from 'decimal.js';
import { SERVICE_FEE_RATE } from './constants';

/**
 * The one decimal configuration of the API and every front-end: a private copy of decimal.js, so
 * the settings of whoever else uses it do not change ours. 60 significant digits; plain notation
 * (never exponents) from 1e-60 to 1e60.
 */
export const Money = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -60, toExpPos: 60 });
export type Money = InstanceType<typeof Money>;

/** A decimal string ("0.06"), a number from a JSON payload (a price), or a decimal. */
export type Amount = string | number | Decimal;

/** $CIAO amounts are stored with 10 decimals. */
export const CIAO_DECIMALS = 10;

export const money = (value: Amount): Money => new Money(value);

/** USD value after the service fee: usdValue x (1 - 30 %). */
export function netUsdValue(usdValue: Amount): string {
  return money(usdValue).times(money(1).minus(SERVICE_FEE_RATE)).toFixed();
}

/**
 * The $CIAO a duration earns: its USD value after the 30 % fee, converted at `priceUsd` (USD per
 * $CIAO), as a decimal string with 10 decimals rounded down (what the start card sends as miningRate).
 */
export function netCiaoReward(usdValue: Amount, priceUsd: Amount): string {
  return money(netUsdValue(usdValue)).dividedBy(money(priceUsd)).toFixed(CIAO_DECIMALS, Decimal.ROUND_DOWN);
}

/** $CIAO -> USD at `priceUsd` per $CIAO. */
export function ciaoToUsd(ciao: Amount, priceUsd: Amount): string {
  return money(ciao).times(money(priceUsd)).toFixed();
}

/** USD -> SOL at `solUsd` per SOL. */
export function usdToSol(usd: Amount, solUsd: Amount): string {
  return money(usd).dividedBy(money(solUsd)).toFixed();
}

/** How much USD is still missing to reach `targetUsd` (0 when reached). */
export function usdShortfall(valueUsd: Amount, targetUsd: Amount): string {
  return Money.max(0, money(targetUsd).minus(money(valueUsd))).toFixed();
}

/** a >= b, exactly. */
export function isAtLeast(a: Amount, b: Amount): boolean {
  return money(a).greaterThanOrEqualTo(money(b));
}

/** a > 0, exactly. */
export function isPositive(a: Amount): boolean {
  return money(a).greaterThan(0);
}

const localFormats = new Map<string, Intl.NumberFormat>();

/** An exact decimal text (already rounded) in a locale's digits and separators; Intl reads the text without a float. */
function localAmount(fixed: string, decimals: number, locale: string): string {
  const key = `${locale}:${decimals}`;
  let format = localFormats.get(key);
  if (!format) {
    // Grouped from the thousands on, as English is ("1.234,56", where Intl's Italian would write "1234,56").
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    });
    localFormats.set(key, format);
  }
  const text = format.format(fixed as Intl.StringNumericLiteral);
  // "-0,00" reads as a loss that is not there.
  return /[1-9]/.test(fixed) ? text : text.replace(/^[-\u2212]/, '');
}

export type RoundingMode = 'half-up' | 'down' | 'up';

const ROUNDING: Record<RoundingMode, Decimal.Rounding> = {
  'half-up': Decimal.ROUND_HALF_UP,
  down: Decimal.ROUND_DOWN,
  up: Decimal.ROUND_UP,
};

/**
 * 1234567.891 -> "1,234,567.89" (fixed decimals, thousands separators, exact); with a `locale`
 * other than English, that locale's separators: "1.234.567,89" in Italian (docs/front-end.md, "Languages").
 */
export function formatAmount(value: Amount, decimals = 2, rounding: RoundingMode = 'half-up', locale?: string): string {
  const fixed = money(value).toFixed(decimals, ROUNDING[rounding]);
  if (locale && !locale.startsWith('en')) return localAmount(fixed, decimals, locale);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // "-0.00" reads as a loss that is not there.
  const sign = negative && /[1-9]/.test(fixed) ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** "123,529.41 $CIAO" ("123.529,41 $CIAO" in Italian). */
export function formatCiao(value: Amount, decimals = 2, locale?: string): string {
  return `${formatAmount(value, decimals, 'half-up', locale)} $CIAO`;
}

/** Credits read "+", debits "-": "+61,764.71 $CIAO", "-5,000,000.00 $CIAO" (the sign is the point of a ledger). */
export const formatSignedCiao = (amountCiao: Amount): string =>
  money(amountCiao).gt(0) ? `+${formatCiao(amountCiao)}` : formatCiao(amountCiao);

/**
 * "$0.06", or more decimals for the tiny values of a single contract; with a `locale` other than
 * English, the sign after the amount as Italian and Spanish write it: "0,06 $".
 */
export function formatUsd(value: Amount, decimals = 2, rounding: RoundingMode = 'half-up', locale?: string): string {
  const text = formatAmount(value, decimals, rounding, locale);
  if (locale && !locale.startsWith('en')) return `${text} $`;
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** "0.000440 SOL" */
export function formatSol(value: Amount, decimals = 6): string {
  return `${formatAmount(value, decimals)} SOL`;
}

/** The $CIAO price: "$0.0000003400" (10 decimals, as the spec shows prices). */
export function formatUsdPrice(price: Amount, decimals = 10): string {
  return formatUsd(price, decimals);
}

/** Market cap and volume: "$1.23B" from a billion up, "$45.67M" below (the spec shows B or M). */
export function formatCompactUsd(value: Amount): string {
  const amount = money(value);
  const millions = amount.dividedBy(1e6).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  // Decided after rounding, so 999,999,999 reads "$1.00B", not "$1,000.00M".
  if (millions.abs().greaterThanOrEqualTo(1000)) return `${formatUsd(amount.dividedBy(1e9))}B`;
  return `${formatUsd(millions)}M`;
}

/** 24 h change: "+1.23%", "-0.50%", "+0.00%". */
export function formatPercentChange(value: Amount): string {
  const text = formatAmount(value, 2);
  return text.startsWith('-') ? `${text}%` : `+${text}%`;
}
