/**
 * Every address outside the app, in one place: the official website, the X account, the video
 * channel, the DEX page of the market card, the store, the support e-mail. The defaults below
 * apply unless a build sets `CIAO_LINK_<NAME>` in its environment (the names are the keys of
 * EXTERNAL_LINK_VARIABLES); @ciao/build hands those variables to the bundle as `__CIAO_LINKS__`.
 */
export interface ExternalLinks {
  officialSite: string;
  xAccount: string;
  videoChannel: string;
  /** The $CIAO page on a decentralised exchange (the dashboard's market card). */
  dexPage: string;
  /** The operator's own store, where discount codes are redeemed. */
  store: string;
  supportEmail: string;
}

export const DEFAULT_EXTERNAL_LINKS: ExternalLinks = {
  officialSite: 'https://ciaomarkets.com',
  xAccount: 'https://x.com/ciaomarkets',
  videoChannel: 'https://www.youtube.com/@ciaomarkets',
  dexPage: 'https://dexscreener.com/solana?q=CIAO',
  store: 'https://shop.ciaomarkets.com',
  supportEmail: 'support@ciaomarkets.com',
};

/** Build-time environment variable -> the link it replaces. */
export const EXTERNAL_LINK_VARIABLES = {
  CIAO_LINK_OFFICIAL_SITE: 'officialSite',
  CIAO_LINK_X_ACCOUNT: 'xAccount',
  CIAO_LINK_VIDEO_CHANNEL: 'videoChannel',
  CIAO_LINK_DEX_PAGE: 'dexPage',
  CIAO_LINK_STORE: 'store',
  CIAO_LINK_SUPPORT_EMAIL: 'supportEmail',
} as const satisfies Record<string, keyof ExternalLinks>;

const isWebAddress = (value: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * The links with the given variables applied. A variable that is empty, unknown or not a valid
 * address (https://... for pages, name@domain for the e-mail) leaves the default in place.
 */
export function resolveExternalLinks(variables: Record<string, string | undefined> = {}): ExternalLinks {
  const links = { ...DEFAULT_EXTERNAL_LINKS };
  for (const [variable, key] of Object.entries(EXTERNAL_LINK_VARIABLES)) {
    const value = variables[variable]?.trim();
    if (!value) continue;
    if (key === 'supportEmail' ? isEmail(value) : isWebAddress(value)) links[key] = value;
  }
  return links;
}

// Set by @ciao/build's DefinePlugin; absent under Jest and Storybook, where the defaults apply.
declare const __CIAO_LINKS__: Record<string, string> | undefined;

/** The links this bundle was built with. */
export const EXTERNAL_LINKS: ExternalLinks = resolveExternalLinks(
  typeof __CIAO_LINKS__ === 'object' && __CIAO_LINKS__ !== null ? __CIAO_LINKS__ : {},
);

/** How an address reads on screen: 'ciaomarkets.com', 'x.com/ciaomarkets'. */
export function displayAddress(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

/** '@ciaomarkets' for https://x.com/ciaomarkets. */
export function handleOf(url: string): string {
  const last = displayAddress(url).split('/').filter(Boolean).pop() ?? '';
  return last.startsWith('@') ? last : `@${last}`;
}
