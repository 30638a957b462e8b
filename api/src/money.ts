import Decimal from 'decimal.js';
import { CIAO_DECIMALS, money } from '@ciao/contracts/money';
import type { Amount } from '@ciao/contracts/money';

/**
 * Exact decimal arithmetic for every $CIAO and USD amount (never floats), with the one decimal
 * configuration the front-ends use too (@ciao/contracts/money). Amounts are stored as PostgreSQL
 * NUMERIC and travel as decimal strings. Here: the API's own helpers.
 */
export { money } from '@ciao/contracts/money';
export type { Money } from '@ciao/contracts/money';

/** A $CIAO amount rounded down to 10 decimals (NUMERIC(30, 10)): never credit or pay out more than was earned. */
export const ciao = (value: Amount): Decimal => money(value).toDecimalPlaces(CIAO_DECIMALS, Decimal.ROUND_DOWN);

/** Plain decimal text (no exponent, no trailing zeros): "0.5", "123529.4117647058". */
export const toDecimalString = (value: Amount): string => money(value).toFixed();
