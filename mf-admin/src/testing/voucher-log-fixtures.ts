// Voucher log rows for tests and stories (no API).
import type { VoucherLog, VoucherLogPage } from '@ciao/contracts';
import { VOUCHER_ACTIONS } from '@ciao/contracts/web';

export function aVoucherLog(overrides: Partial<VoucherLog> = {}): VoucherLog {
  return {
    id: '1042',
    createdAt: '2026-01-15T12:00:00.000Z',
    voucherCode: 'CIAO-ABC123-XYZ789',
    userEmail: 'ann@example.com',
    actionType: 'used',
    amountUsd: '2.50',
    amountCiao: '735294.1176470588',
    shopifyDiscountId: 'gid://shopify/DiscountCodeNode/1042',
    ciaomarketsOrderId: '#1001',
    ...overrides,
  };
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codePart = (n: number) =>
  Array.from({ length: 6 }, (_, i) => CODE_CHARS[(n * 7 + i * 13 + Math.floor(n / (i + 1))) % CODE_CHARS.length]).join(
    '',
  );

/** `count` rows, newest first, ids from `newestId` down, a minute apart, every action in turn. */
export function someVoucherLogs(
  count: number,
  { newestId = 100_000, users = 7 }: { newestId?: number; users?: number } = {},
): VoucherLog[] {
  return Array.from({ length: count }, (_, i) => {
    const id = newestId - i;
    const actionType = VOUCHER_ACTIONS[id % VOUCHER_ACTIONS.length]!;
    return aVoucherLog({
      id: String(id),
      createdAt: new Date(Date.UTC(2026, 0, 15, 12, 0) - i * 60_000).toISOString(),
      voucherCode: `CIAO-${codePart(id)}-${codePart(id * 31)}`,
      userEmail: id % 23 === 0 ? null : `member${id % users}@example.com`,
      actionType,
      amountUsd: ['2.50', '3.75', '5.00'][id % 3]!,
      amountCiao: ['735294.1176470588', '1102941.1764705882', '1470588.2352941176'][id % 3]!,
      shopifyDiscountId: `gid://shopify/DiscountCodeNode/${id}`,
      ciaomarketsOrderId: actionType === 'used' ? `#${10_000 + id}` : null,
    });
  });
}

export const aVoucherLogPage = (logs: VoucherLog[], nextCursor: string | null = null): VoucherLogPage => ({
  logs,
  nextCursor,
});

/** The widest rows the log meets: long e-mails, 20-digit Shopify ids, long order numbers. */
export const longVoucherLogs = (count: number): VoucherLog[] =>
  someVoucherLogs(count).map((log, i) => ({
    ...log,
    userEmail: log.userEmail && `firstname.middlename.lastname+voucher-${i}@a-very-long-company-domain.example.com`,
    shopifyDiscountId: `gid://shopify/DiscountCodeNode/${1_234_567_890_123_456 + i}`,
    ciaomarketsOrderId: log.ciaomarketsOrderId && `#CM-2026-${String(987_654_321 + i)}`,
  }));
