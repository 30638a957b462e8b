import type { DiscountIssuer } from '../store-credit/discount-issuer';
import { ShopifyError, shopifyOperation } from './shopify-graphql';
import type { ShopifyGraphql } from './shopify-graphql';

type UserError = { field?: string[] | null; message: string };

type DiscountResult = { codeDiscountNode: { id: string } | null; userErrors: UserError[] };

/** Shopify's DiscountCodeBasicInput, as far as a store-credit code uses it. */
type BasicCodeDiscount = {
  title: string;
  code: string;
  startsAt: string;
  endsAt: string;
  usageLimit: number;
  appliesOncePerCustomer: boolean;
  context: { all: 'ALL' };
  customerGets: { value: { discountAmount: { amount: string; appliesOnEachItem: boolean } }; items: { all: boolean } };
};

const CREATE = shopifyOperation<
  { discountCodeBasicCreate: DiscountResult },
  { basicCodeDiscount: BasicCodeDiscount }
>(`#graphql
mutation CreateStoreCreditDiscount($basicCodeDiscount: DiscountCodeBasicInput!) {
  discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
    codeDiscountNode { id }
    userErrors { field message }
  }
}`);

const DEACTIVATE = shopifyOperation<{ discountCodeDeactivate: DiscountResult }, { id: string }>(`#graphql
mutation DeactivateStoreCreditDiscount($id: ID!) {
  discountCodeDeactivate(id: $id) {
    codeDiscountNode { id }
    userErrors { field message }
  }
}`);

/** Shopify's user errors as one line, without the code text (Shopify may quote it back; logs never hold it). */
const describe = (errors: UserError[], code?: string) =>
  errors
    .map((e) => `${(e.field ?? []).join('.')}: ${code ? e.message.split(code).join('[code]') : e.message}`)
    .join('; ');

/** How Shopify words an id that names no discount. */
const NO_SUCH_DISCOUNT = /does not exist|not found|could not be found|couldn't be found/i;

/** Shopify discounts through the Admin GraphQL API (discountCodeBasicCreate / discountCodeDeactivate). */
export function createShopifyDiscounts(graphql: ShopifyGraphql): DiscountIssuer {
  return {
    async create({ code, amountUsd, startsAt, endsAt }) {
      const data = await graphql.admin(CREATE, {
        basicCodeDiscount: {
          title: `$CIAO store credit ${code}`,
          code,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
          usageLimit: 1,
          appliesOncePerCustomer: true,
          context: { all: 'ALL' },
          customerGets: {
            value: { discountAmount: { amount: amountUsd.toFixed(2), appliesOnEachItem: false } },
            items: { all: true },
          },
        },
      });
      const result = data.discountCodeBasicCreate;
      if (result.userErrors.length > 0)
        throw new ShopifyError(`discountCodeBasicCreate refused: ${describe(result.userErrors, code)}`);
      if (!result.codeDiscountNode) throw new ShopifyError('discountCodeBasicCreate returned no discount');
      return result.codeDiscountNode.id;
    },

    async deactivate(discountId) {
      const data = await graphql.admin(DEACTIVATE, { id: discountId });
      const errors = data.discountCodeDeactivate.userErrors;
      if (errors.length === 0) return 'deactivated';
      if (errors.every((e) => NO_SUCH_DISCOUNT.test(e.message))) return 'missing';
      throw new ShopifyError(`discountCodeDeactivate refused: ${describe(errors)}`);
    },
  };
}
