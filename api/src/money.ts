import Decimal from 'decimal.js';

/**
 * Exact decimal arithmetic for every $CIAO and USD amount (never floats). Amounts are stored as
 * PostgreSQL NUMERIC and travel as decimal strings.
 */
export const Money = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 60 });
export type Money = Decimal;

/** $CIAO amounts keep 10 decimals (NUMERIC(30, 10)). */
export const CIAO_DECIMALS = 10;

export const money = (value: Decimal.Value): Decimal => new Money(value);

/** A $CIAO amount rounded down to 10 decimals: never credit or pay out more than was earned. */
export const ciao = (value: Decimal.Value): Decimal => new Money(value).toDecimalPlaces(CIAO_DECIMALS, Decimal.ROUND_DOWN);

/** Plain decimal text (no exponent, no trailing zeros): "0.5", "123529.4117647058". */
export const toDecimalString = (value: Decimal.Value): string => new Money(value).toFixed();
