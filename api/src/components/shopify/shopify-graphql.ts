import type { ShopifyConfig } from './shopify-config';
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

export type ShopifyGraphql = ReturnType<typeof createShopifyGraphql>;

/**
 * The two GraphQL endpoints of the store: Admin (discounts, X-Shopify-Access-Token) and
 * Storefront (shop and products, X-Shopify-Storefront-Access-Token).
 */
export function createShopifyGraphql(config: ShopifyConfig) {
  async function post<T>(path: string, headers: Record<string, string>, query: string, variables: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ShopifyError(`Shopify did not answer (${path})`, { cause: error });
    }
    const text = await response.text();
    // Shopify may quote the request back: code texts are cut out of what errors carry (and logs show).
    if (!response.ok) throw new ShopifyError(`Shopify answered ${response.status} (${path}): ${scrubText(text.slice(0, 300))}`);
    let body: { data?: T; errors?: { message?: string }[] };
    try {
      body = JSON.parse(text) as typeof body;
    } catch (error) {
      throw new ShopifyError(`Shopify answered something other than JSON (${path})`, { cause: error });
    }
    if (body.errors?.length) throw new ShopifyError(`Shopify GraphQL errors (${path}): ${scrubText(body.errors.map((e) => e.message).join('; '))}`);
    if (body.data === undefined || body.data === null) throw new ShopifyError(`Shopify answered no data (${path})`);
    return body.data;
  }

  return {
    admin: <T>(query: string, variables: Record<string, unknown> = {}) =>
      post<T>(`/admin/api/${SHOPIFY_API_VERSION}/graphql.json`, { 'X-Shopify-Access-Token': config.adminToken }, query, variables),
    storefront: <T>(query: string, variables: Record<string, unknown> = {}) =>
      post<T>(`/api/${SHOPIFY_API_VERSION}/graphql.json`, { 'X-Shopify-Storefront-Access-Token': config.storefrontToken }, query, variables),
  };
}
