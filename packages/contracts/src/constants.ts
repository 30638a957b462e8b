// Every business constant of spec section 9. Nothing else in the project hard-codes these.
// Money is kept as decimal strings: callers do exact arithmetic (never floats).

export const MINING_DURATIONS = [
  { hours: 1, multiplier: '2', bonusPercent: '100', usdValue: '0.06', label: 'Lightning' },
  { hours: 3, multiplier: '1.75', bonusPercent: '75', usdValue: '0.05', label: 'Fast' },
  { hours: 6, multiplier: '1.6', bonusPercent: '60', usdValue: '0.04', label: 'Quick' },
  { hours: 9, multiplier: '1.4', bonusPercent: '40', usdValue: '0.03', label: 'Standard' },
  { hours: 12, multiplier: '1.33', bonusPercent: '33.3', usdValue: '0.02', label: 'Extended' },
  { hours: 24, multiplier: '1', bonusPercent: '0', usdValue: '0.01', label: 'Marathon' },
] as const;

export type MiningDuration = (typeof MINING_DURATIONS)[number];
export type MiningHours = MiningDuration['hours'];
export const MINING_HOURS = MINING_DURATIONS.map((d) => d.hours) as MiningHours[];
export const DEFAULT_MINING_HOURS: MiningHours = 9;

export function miningDuration(hours: number): MiningDuration | undefined {
  return MINING_DURATIONS.find((d) => d.hours === hours);
}

/** 30 % of the duration's USD value is deducted; the net is converted to $CIAO at the current price. */
export const SERVICE_FEE_RATE = '0.30';

export const PRICE = {
  /** Start card fallback, USD per $CIAO. */
  startCardFallbackUsd: '0.00000034',
  /** FAQ page fallback, shown with 10 decimals. */
  faqFallbackUsd: '0.0000034747',
  faqDecimals: 10,
  /** Fixed SOL price used with the start card and store credit. */
  solUsd: '95.42',
  /** The active contract card uses its own fixed readings (the spec keeps both). */
  activeCardCiaoUsd: '0.0000000034747',
  activeCardSolUsd: '140',
} as const;

export const STORE_CREDIT = {
  minUsd: '2.50',
  maxUsd: '5.00',
  codeTtlDays: 30,
  expiringSoonDays: 3,
  /** CIAO-XXXXXX-XXXXXX */
  codePattern: /^CIAO-[A-Z0-9]{6}-[A-Z0-9]{6}$/,
} as const;

export const HISTORY_CARD_SIZE = 5;

export const MARKET_STATIC = {
  hashrate: '2.4 TH/s',
  difficulty: 'Medium',
  blockReward: '50 $Ciao',
} as const;

export const REFERRAL = {
  rewardUsd: '5',
  referrerBoostPercent: 100,
  codeMinLength: 6,
  codeMaxLength: 20,
} as const;

export const ACCOUNT = {
  minimumAge: 18,
  passwordMinLength: 6,
  nameMinLength: 2,
  nicknameMaxLength: 50,
} as const;

export const POLL_INTERVALS_MS = {
  stats: 2_000,
  activeContract: 1_000,
  progress: 1_000,
  pendingRewards: 1_000,
  claimsTotal: 2_000,
  eligibility: 5_000,
  /** Not in the spec: a code used at the store shows as used while the store-credit screen stays open (issue #16). */
  storeCreditCodes: 30_000,
  price: 30_000,
  marketPrice: 3_000,
  faqPrice: 3_000,
} as const;

/** The market card's price query is stale after 3 s; everything else is never stale. */
export const MARKET_PRICE_STALE_MS = 3_000;

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5_000,
  swipeThresholdPx: 50,
  hotkey: ['F8'],
} as const;
export const TOAST_LIMIT = TOAST.limit;
export const TOAST_REMOVE_DELAY_MS = TOAST.removeDelayMs;
export const TOAST_DURATION_MS = TOAST.durationMs;

export const TOOLTIP_DELAY_MS = 700;
export const COPIED_INDICATOR_RESET_MS = 2_000;
export const NOTICE_RECHECK_MS = 60_000;
export const NOTICE_TIME_ZONE = 'Europe/London';
export const SPLASH_EXTRA_DELAY_MS = 500;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

export const SUPPORT = {
  /** The English words; kept for remotes of contract 3.5 and before (docs/front-end.md, "Versions and skew"). */
  responseTime: '24-48 hours',
  /** Written in the page's language by the Contact page and the FAQs (3.6.0). */
  responseHours: { from: 24, to: 48 },
  hours: '24/7',
} as const;

export const PRIVACY = {
  responseHours: 72,
  complexRequestDays: 30,
  retentionYears: { accountAndAge: 7, transactions: 10, logs: 2 },
} as const;

export const COPYRIGHT_YEAR = 2025;
/** The English words; kept for remotes of contract 3.5 and before (docs/front-end.md, "Versions and skew"). */
export const TERMS_LAST_UPDATED = 'November 2025';
export const FAQ_LAST_UPDATED = 'July 2025';
/** The month the terms and the privacy policy were last revised, shown in the page's language ("novembre 2025"; 3.6.0). */
export const TERMS_REVISED_MONTH = '2025-11';
/** The month the FAQs were last revised ("luglio 2025"; 3.6.0). */
export const FAQ_REVISED_MONTH = '2025-07';

export const COUNTRIES = [
  'United States',
  'United Kingdom',
  'Germany',
  'France',
  'Italy',
  'Spain',
  'Canada',
  'Australia',
  'Netherlands',
  'Switzerland',
  'Other',
] as const;
export type Country = (typeof COUNTRIES)[number];

/** The region code of each listed country (for its name in another language, `Intl.DisplayNames`). */
export const COUNTRY_CODES: Record<Exclude<Country, 'Other'>, string> = {
  'United States': 'US',
  'United Kingdom': 'GB',
  Germany: 'DE',
  France: 'FR',
  Italy: 'IT',
  Spain: 'ES',
  Canada: 'CA',
  Australia: 'AU',
  Netherlands: 'NL',
  Switzerland: 'CH',
};

/** When location detection fails, the client falls back to this (spec section 7). */
export const GEOLOCATION_FALLBACK = {
  country: 'United States',
  countryCode: 'US',
  isEuCountry: false,
  ageRequirement: 18,
  requiresDocumentVerification: false,
  message: 'Failed to detect location',
} as const;

export const CAPTCHA = {
  operators: ['+', '-', '*'] as const,
  addition: { min: 1, max: 20 },
  subtraction: { firstMin: 10, firstMax: 39 },
  multiplication: { min: 1, max: 10 },
} as const;

/** `stopped`: ended early without reward, when support suspended the account (docs/admin.md, "Corrections"). */
export const CONTRACT_STATUSES = ['active', 'completed', 'claimed', 'stopped'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** `cancelled`: by support (credits back), or at account deletion (docs/admin.md, docs/store-credit.md). */
export const STORE_CREDIT_CODE_STATUSES = ['active', 'used', 'expired', 'cancelled'] as const;
export type StoreCreditCodeStatus = (typeof STORE_CREDIT_CODE_STATUSES)[number];

export const VOUCHER_ACTIONS = ['generated', 'used', 'expired', 'cancelled'] as const;
export type VoucherAction = (typeof VOUCHER_ACTIONS)[number];

/** The admin voucher log is read a page at a time (keyset pagination, newest first). */
export const VOUCHER_LOG_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/**
 * What the audit trail records (docs/admin.md, "The audit trail"): every admin action, export and
 * role change, as `<what>.<done>`.
 */
export const AUDIT_ACTIONS = [
  'role.changed',
  'voucher-log.exported',
  'audit-log.exported',
  'sessions.revoked',
  'credits.adjusted',
  'code.cancelled',
  'account.suspended',
  'account.reinstated',
  'flag.resolved',
  'release.published',
  'release.activated',
  'release.promoted',
  'release.rolled-back',
  'release.approved',
  'release.refused',
  'release.withdrawn',
  'release.visual-changes-approved',
  'release.visual-changes-rejected',
  'storybook.settings-changed',
  'deploy-token.created',
  'deploy-token.revoked',
  'campaign.created',
  'campaign.edited',
  'campaign.cancelled',
  'campaign.test-sent',
  'campaign.scheduled',
  'campaign.sent',
  // An admin's attempt the role order refused (docs/admin.md, "Roles and rights"): `after.attempted` names it.
  'action.refused',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long a deploy token lasts, in days (docs/deploying.md, "Publishing over HTTP"). */
export const DEPLOY_TOKEN_DAYS = { min: 1, max: 366, default: 90 } as const;

/** The audit log is read a page at a time (keyset pagination, newest first), like the voucher log. */
export const AUDIT_LOG_PAGE = VOUCHER_LOG_PAGE;

/**
 * An account as the support desk sees it: `suspended` while support has suspended it (docs/admin.md,
 * "Corrections"), `deleted` once erased (product-decisions, Delete account).
 */
export const CUSTOMER_STATUSES = ['active', 'suspended', 'deleted'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** Customers found by the support desk's search, a page at a time. */
export const CUSTOMER_SEARCH_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** Every correction carries the reason the support person typed (kept in the audit trail, never shown to the customer). */
export const ADMIN_REASON = { minLength: 5, maxLength: 500 } as const;

/** An adjustment's note, the text the customer reads in their activity. */
export const ADJUSTMENT_NOTE = { maxLength: 200 } as const;

/**
 * A customer is a `user`; the people who run the programme have one of the admin roles (docs/admin.md).
 * A `designer` reads the releases and Storybook and approves a release's visual changes (docs/storybook.md).
 */
export const ADMIN_ROLES = ['owner', 'support', 'viewer', 'designer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const isAdminRole = (role: string | null | undefined): role is AdminRole =>
  ADMIN_ROLES.some((adminRole) => adminRole === role);
export const ROLES = ['user', ...ADMIN_ROLES] as const;
export type Role = (typeof ROLES)[number];

/**
 * The host page's `<meta name>` the API writes the browser's error-reporting DSN and environment
 * into when configured (`content`, `data-environment`; docs/error-reporting.md).
 */
export const ERROR_REPORTING_META = 'ciao-error-reporting';

/** The limits of a campaign's texts (what a phone shows of a notification). */
export const CAMPAIGN_LIMITS = { title: 60, body: 200 } as const;

/** How a campaign goes out; each customer's own switches and channels always win. */
export const CAMPAIGN_CHANNELS = ['push', 'email', 'both'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/** draft -> scheduled -> sending -> sent; a draft or a scheduled campaign can be cancelled until it starts. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
