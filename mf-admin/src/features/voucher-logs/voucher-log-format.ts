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
