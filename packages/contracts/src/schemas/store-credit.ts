import { z } from 'zod';
import { STORE_CREDIT_CODE_STATUSES, VOUCHER_ACTIONS, VOUCHER_LOG_PAGE } from '../constants';
import { decimalString, id, isoDateTime } from './common';
import { optionalFilter, voucherLogFilterSchema } from './requests';

export const eligibilitySchema = z.object({
  currentValueUsd: z.number().nonnegative(),
  pendingRewards: z.number().nonnegative(),
  eligible: z.boolean(),
  isOverLimit: z.boolean(),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const storeCreditCodeSchema = z.object({
  id,
  code: z.string(),
  status: z.enum(STORE_CREDIT_CODE_STATUSES),
  amountUsd: decimalString,
  generatedAt: isoDateTime,
  expiresAt: isoDateTime,
  usedAt: isoDateTime.nullable(),
  ciaomarketsOrderId: z.string().nullable(),
});
export type StoreCreditCode = z.infer<typeof storeCreditCodeSchema>;

export const storeCreditCodesSchema = z.array(storeCreditCodeSchema);

/** POST .../store-credit/generate and POST .../rewards/claim (the same redeem operation). */
export const generateResponseSchema = storeCreditCodeSchema;
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/** The claim body is not shown in the spec: an empty object, nothing else accepted. */
export const claimRequestSchema = z.strictObject({});

export const storeInfoSchema = z.object({
  storeName: z.string(),
  currency: z.string(),
  country: z.string(),
  storeUrl: z.string(),
  /** true when connected to a real Shopify store, false for the local demo catalogue. */
  connected: z.boolean(),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

export const productSchema = z.object({
  id: z.string(),
  title: z.string(),
  vendor: z.string(),
  productType: z.string(),
  handle: z.string(),
  images: z.array(z.object({ src: z.string(), alt: z.string().nullable() })),
  variants: z.array(z.object({ price: decimalString, compareAtPrice: decimalString.nullable() })),
});
export type Product = z.infer<typeof productSchema>;

export const productsResponseSchema = z.object({ products: z.array(productSchema) });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/** One voucher log row (admin). `id` is the log's bigint identity as a string; userEmail is null for erased accounts. */
export const voucherLogSchema = z.object({
  id: z.string().regex(/^\d+$/),
  createdAt: isoDateTime,
  voucherCode: z.string(),
  userEmail: z.string().nullable(),
  actionType: z.enum(VOUCHER_ACTIONS),
  amountUsd: decimalString,
  amountCiao: decimalString,
  shopifyDiscountId: z.string().nullable(),
  ciaomarketsOrderId: z.string().nullable(),
});
export type VoucherLog = z.infer<typeof voucherLogSchema>;

/** GET /api/admin/voucher-logs: the filters plus keyset pagination (newest first, opaque cursor). */
export const voucherLogQuerySchema = z.strictObject({
  ...voucherLogFilterSchema.shape,
  limit: z.coerce.number().int().min(1).max(VOUCHER_LOG_PAGE.maxLimit).default(VOUCHER_LOG_PAGE.defaultLimit),
  cursor: optionalFilter(z.string().max(200)),
});

export const voucherLogPageSchema = z.object({
  logs: z.array(voucherLogSchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type VoucherLogPage = z.infer<typeof voucherLogPageSchema>;
