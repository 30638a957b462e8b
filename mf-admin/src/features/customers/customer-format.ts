import type { BadgeVariant } from '@ciao/ui';
import type { CustomerStatus, Role, StoreCreditCodeStatus } from '@ciao/contracts';

export const STATUS_LABELS: Record<CustomerStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  deleted: 'Deleted',
};

export const STATUS_BADGES: Record<CustomerStatus, BadgeVariant> = {
  active: 'success',
  suspended: 'danger',
  deleted: 'neutral',
};

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Customer',
  owner: 'Owner',
  support: 'Support',
  viewer: 'Viewer',
  designer: 'Designer',
};

export const CODE_STATUS_LABELS: Record<StoreCreditCodeStatus, string> = {
  active: 'Active',
  used: 'Used',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const CODE_STATUS_BADGES: Record<StoreCreditCodeStatus, BadgeVariant> = {
  active: 'info',
  used: 'success',
  expired: 'warning',
  cancelled: 'neutral',
};
