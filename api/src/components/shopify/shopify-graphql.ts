import { createAdminApiClient } from '@shopify/admin-api-client';
import type { AdminApiClient } from '@shopify/admin-api-client';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import type { StorefrontApiClient } from '@shopify/storefront-api-client';
import type { ShopifyConfig } from './shopify-config';
import type { Logger } from '../../logger';
import { scrubText } from '../../logger';

/** The Admin and Storefront GraphQL API version every call uses. */
export const SHOPIFY_API_VERSION = '2025-07';

const TIMEOUT_MS = 10_000;

/** Shopify did not answer, answered an error, or reported GraphQL errors. */
export class ShopifyError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ShopifyError';
  }
}

/**
 * One GraphQL operation with the types of its variables and of its data: the query text and its
 * types are written once, where the operation is (shopify-catalogue.ts, shopify-discounts.ts).
 */
export type ShopifyOperation<Data, Variables extends Record<string, unknown>> = {
  readonly query: string;
  readonly types?: { data: Data; variables: Variables };
};

export const shopifyOperation = <Data, Variables extends Record<string, unknown> = Record<string, never>>(
  query: string,
): ShopifyOperation<Data, Variables> => ({ query });

export type ShopifyGraphql = {
  admin<Data, Variables extends Record<string, unknown>>(
    operation: ShopifyOperation<Data, Variables>,
    variables: Variables,
  ): Promise<Data>;
  storefront<Data, Variables extends Record<string, unknown>>(
    operation: ShopifyOperation<Data, Variables>,
    variables: Variables,
  ): Promise<Data>;
};

type Client = AdminApiClient | StorefrontApiClient;

/**
 * The store's two GraphQL APIs through Shopify's own clients: Admin (discounts,
 * X-Shopify-Access-Token) and Storefront (shop and products, X-Shopify-Storefront-Access-Token).
 * Their fetch is ours: every call has a time limit, and it goes to SHOPIFY_API_URL when set (the
 * local fake Shopify in tests) instead of https://<shop domain>.
 */
export function createShopifyGraphql(config: ShopifyConfig, logger: Logger): ShopifyGraphql {
  const storeUrl = `https://${config.shopDomain}`;
  const customFetchApi = (url: string, init?: RequestInit) =>
    fetch(url.startsWith(storeUrl) ? `${config.apiUrl}${url.slice(storeUrl.length)}` : url, {
      ...init,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  // Shopify's notices (an API version past its support window, deprecated fields) are worth a warning.
  const clientLogger = (content: { type: string; content: unknown }) => {
    if (content.type !== 'HTTP-Response') logger.warn({ shopify: content.type }, 'Shopify client notice');
  };
  const common = {
    storeDomain: config.shopDomain,
    apiVersion: SHOPIFY_API_VERSION,
    customFetchApi,
    logger: clientLogger,
  };
  const adminClient = createAdminApiClient({ ...common, accessToken: config.adminToken });
  const storefrontClient = createStorefrontApiClient({ ...common, publicAccessToken: config.storefrontToken });

  async function request<Data>(
    api: string,
    client: Client,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Data> {
    const { data, errors } = await client.request<Data>(query, { variables });
    if (errors) {
      // Shopify may quote the request back: code texts are cut out of what errors carry (and logs show).
      const details = scrubText(
        [errors.message, ...(errors.graphQLErrors ?? []).map((e) => e.message)].filter(Boolean).join('; '),
      );
      if (errors.networkStatusCode !== undefined)
        throw new ShopifyError(`Shopify answered ${errors.networkStatusCode} (${api}): ${details}`);
      if (errors.graphQLErrors?.length) throw new ShopifyError(`Shopify GraphQL errors (${api}): ${details}`);
      throw new ShopifyError(`Shopify did not answer (${api}): ${details}`);
    }
    if (data === undefined || data === null) throw new ShopifyError(`Shopify answered no data (${api})`);
    return data;
  }

  return {
    admin: (operation, variables) => request('admin', adminClient, operation.query, variables),
    storefront: (operation, variables) => request('storefront', storefrontClient, operation.query, variables),
  };
}
