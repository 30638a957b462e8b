import type { VoucherLogEntry } from './voucher-log-repository';

/** The columns of the export, in the screen's order and words. */
export const CSV_HEADER = ['Date', 'Code', 'User e-mail', 'Action', 'USD', '$CIAO', 'Shopify discount id', 'Order id'] as const;

/** A spreadsheet treats a cell starting with one of these as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a cell that a spreadsheet would run as a formula gets a leading apostrophe, then
 * every cell is quoted (quotes doubled), so commas, quotes and line breaks stay inside it.
 */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** RFC 4180 line endings. */
export const csvLine = (cells: readonly (string | null)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export const csvRow = (log: VoucherLogEntry): string =>
  csvLine([
    log.createdAt.toISOString(),
    log.voucherCode,
    log.userEmail,
    log.actionType,
    log.amountUsd,
    log.amountCiao,
    log.shopifyDiscountId,
    log.ciaomarketsOrderId,
  ]);
