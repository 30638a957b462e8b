import { csvLine } from '../../csv';
import type { VoucherLogEntry } from './voucher-log-repository';

/** The columns of the export, in the screen's order and words. */
export const CSV_HEADER = [
  'Date',
  'Code',
  'User e-mail',
  'Action',
  'USD',
  '$CIAO',
  'Shopify discount id',
  'Order id',
] as const;

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
