import { voucherLogFilterSchema, type VoucherLogFilter } from '@ciao/contracts/web';

/**
 * The applied filter lives in the address (?voucherCode=&userEmail=&actionType=), so a filtered
 * view can be reloaded, shared and left with Back. A field the API would refuse is dropped.
 */
export function filterFromSearch(search: URLSearchParams): VoucherLogFilter {
  const filter: VoucherLogFilter = {};
  for (const key of ['voucherCode', 'userEmail', 'actionType'] as const) {
    const parsed = voucherLogFilterSchema.shape[key].safeParse(search.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) Object.assign(filter, { [key]: parsed.data });
  }
  return filter;
}

export function searchFromFilter(filter: VoucherLogFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['voucherCode', 'userEmail', 'actionType'] as const) {
    const value = filter[key];
    if (value) search.set(key, value);
  }
  return search;
}
