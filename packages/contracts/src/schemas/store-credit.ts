import { z } from 'zod';
import { STORE_CREDIT_CODE_STATUSES, VOUCHER_ACTIONS } from '../constants';
import { decimalString, id, isoDateTime } from './common';

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

export const voucherLogSchema = z.object({
  id,
  createdAt: isoDateTime,
  voucherCode: z.string(),
  userEmail: z.string().nullable(),
  actionType: z.enum(VOUCHER_ACTIONS),
  amountUsd: decimalString,
  amountCiao: decimalString,
  shopifyDiscountId: z.string().nullable().optional(),
  ciaomarketsOrderId: z.string().nullable().optional(),
});
export type VoucherLog = z.infer<typeof voucherLogSchema>;

export const voucherLogQuerySchema = z.strictObject({
  voucherCode: z.string().trim().max(64).optional(),
  userEmail: z.string().trim().max(254).optional(),
  actionType: z.enum(VOUCHER_ACTIONS).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export type VoucherLogQuery = z.infer<typeof voucherLogQuerySchema>;

export const voucherLogPageSchema = z.object({
  logs: z.array(voucherLogSchema),
  nextCursor: z.string().nullable(),
});
export type VoucherLogPage = z.infer<typeof voucherLogPageSchema>;
