import { z } from 'zod';
import { optionalText } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';

export const shopifyEnvironment = {
  SHOPIFY_SHOP_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)+$/i, 'Expected a shop domain like your-store.myshopify.com')
      .optional(),
  ),
  SHOPIFY_ADMIN_TOKEN: optionalText,
  SHOPIFY_STOREFRONT_TOKEN: optionalText,
  SHOPIFY_WEBHOOK_SECRET: optionalText,
  SHOPIFY_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
};

/** The Shopify store (docs/store-credit.md); no configuration: the local demo catalogue. */
export type ShopifyConfig = {
  shopDomain: string;
  adminToken: string;
  storefrontToken: string;
  webhookSecret: string;
  /** Where the GraphQL APIs live: https://<shopDomain> unless SHOPIFY_API_URL overrides it (tests). */
  apiUrl: string;
};

const SHOPIFY_VARIABLES = [
  'SHOPIFY_SHOP_DOMAIN',
  'SHOPIFY_ADMIN_TOKEN',
  'SHOPIFY_STOREFRONT_TOKEN',
  'SHOPIFY_WEBHOOK_SECRET',
] as const;

/** All four Shopify variables or none (SHOPIFY_API_URL only with them). */
export function shopifyConfigFrom(
  e: EnvironmentOf<typeof shopifyEnvironment>,
  problems: string[],
): ShopifyConfig | null {
  const {
    SHOPIFY_SHOP_DOMAIN: shop,
    SHOPIFY_ADMIN_TOKEN: adminToken,
    SHOPIFY_STOREFRONT_TOKEN: storefrontToken,
    SHOPIFY_WEBHOOK_SECRET: webhookSecret,
  } = e;
  if (shop && adminToken && storefrontToken && webhookSecret) {
    const shopDomain = shop.toLowerCase();
    return {
      shopDomain,
      adminToken,
      storefrontToken,
      webhookSecret,
      apiUrl: (e.SHOPIFY_API_URL ?? `https://${shopDomain}`).replace(/\/+$/, ''),
    };
  }
  const missing = SHOPIFY_VARIABLES.filter((name) => e[name] === undefined);
  if (missing.length < SHOPIFY_VARIABLES.length) {
    for (const name of missing) problems.push(`${name}: required when any of ${SHOPIFY_VARIABLES.join(', ')} is set`);
  } else if (e.SHOPIFY_API_URL) {
    problems.push('SHOPIFY_API_URL: only with the other SHOPIFY_* variables');
  }
  return null;
}
