import type { BadgeVariant } from '@ciao/ui';
import type { VoucherAction } from '@ciao/contracts';

export const ACTION_LABELS: Record<VoucherAction, string> = {
  generated: 'Generated',
  used: 'Used',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const ACTION_BADGES: Record<VoucherAction, BadgeVariant> = {
  generated: 'info',
  used: 'success',
  expired: 'warning',
  cancelled: 'neutral',
};

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/** In UTC, as the CSV export writes it, so what an admin reads and what the file holds agree. */
export const formatLogDate = (iso: string): string => `${DATE_TIME.format(new Date(iso))} UTC`;
