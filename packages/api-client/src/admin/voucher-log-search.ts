import type { VoucherLogFilter } from '@ciao/contracts';

/** A voucher log read: the filters, plus the page wanted (the API's opaque cursor) and its size. */
export type VoucherLogRequest = VoucherLogFilter & { cursor?: string; limit?: number };

/** `?voucherCode=...&...` with only the fields that are set ('' when none). */
export function voucherLogSearch(request: VoucherLogRequest): string {
  const params = new URLSearchParams();
  for (const key of ['voucherCode', 'userEmail', 'actionType', 'cursor', 'limit'] as const) {
    const value = request[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
