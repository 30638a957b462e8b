// Data for stories and tests: eligibility in each status, codes in each state, the store connected
// or in demo mode. All dates are relative to NOW.
import type { Eligibility, Product, StoreCreditCode, StoreInfo } from '@ciao/contracts';
import { PRODUCT_PICTURES } from './product-pictures';

export const NOW = new Date('2026-01-15T12:00:00.000Z');
const DAY_MS = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

export const belowMinimum: Eligibility = {
  currentValueUsd: 1.84,
  pendingRewards: 5_411_764.71,
  eligible: false,
  isOverLimit: false,
};
export const readyToRedeem: Eligibility = {
  currentValueUsd: 3.04,
  pendingRewards: 8_941_176.47,
  eligible: true,
  isOverLimit: false,
};
export const overLimit: Eligibility = {
  currentValueUsd: 7.25,
  pendingRewards: 21_323_529.41,
  eligible: true,
  isOverLimit: true,
};
export const nothingYet: Eligibility = { currentValueUsd: 0, pendingRewards: 0, eligible: false, isOverLimit: false };

export const activeCode: StoreCreditCode = {
  id: '0b6f3c52-52c5-4a4e-9a53-52e8b3d6d0a1',
  code: 'CIAO-ABC123-XYZ789',
  status: 'active',
  amountUsd: '3.04',
  generatedAt: at(-2),
  expiresAt: at(28),
  usedAt: null,
  ciaomarketsOrderId: null,
};

export const expiringSoonCode: StoreCreditCode = {
  ...activeCode,
  id: '6a0e0b7e-3f55-4a6f-8f0e-0f4b1d9c2a11',
  code: 'CIAO-K7Q2LM-9PX4TZ',
  amountUsd: '5.00',
  generatedAt: at(-28),
  expiresAt: at(2),
};

export const usedCode: StoreCreditCode = {
  ...activeCode,
  id: 'c1e4a0a8-5a8e-4c39-a1f6-2a7f0f6f1b11',
  code: 'CIAO-USED42-ORDER1',
  status: 'used',
  amountUsd: '2.75',
  generatedAt: at(-10),
  expiresAt: at(20),
  usedAt: at(-5),
  ciaomarketsOrderId: '5123456789012',
};

export const usedWithoutOrderCode: StoreCreditCode = {
  ...usedCode,
  id: 'a4b3c2d1-0000-4000-8000-000000000001',
  code: 'CIAO-NOORDR-000001',
  ciaomarketsOrderId: null,
};

export const expiredCode: StoreCreditCode = {
  ...activeCode,
  id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  code: 'CIAO-OLD999-GONE00',
  status: 'expired',
  amountUsd: '2.50',
  generatedAt: at(-40),
  expiresAt: at(-10),
};

/** Cancelled by support: its credits went back to the balance. */
export const cancelledCode: StoreCreditCode = {
  ...activeCode,
  id: '0c1d2e3f-4a5b-4c6d-8e7f-a0b1c2d3e4f5',
  code: 'CIAO-CANCEL-BYSUPP',
  status: 'cancelled',
  generatedAt: at(-3),
};

export const everyCodeState: StoreCreditCode[] = [
  activeCode,
  expiringSoonCode,
  usedCode,
  usedWithoutOrderCode,
  expiredCode,
];

export const demoStore: StoreInfo = {
  storeName: '$CIAO Demo Store',
  currency: 'USD',
  country: 'US',
  storeUrl: '/api/shopify/demo-store',
  connected: false,
};
export const connectedStore: StoreInfo = {
  storeName: 'Ciao Markets',
  currency: 'EUR',
  country: 'IT',
  storeUrl: 'https://shop.ciaomarkets.example',
  connected: true,
};

const product = (
  handle: keyof typeof PRODUCT_PICTURES,
  title: string,
  productType: string,
  price: string,
  compareAtPrice: string | null,
  index: number,
): Product => ({
  id: `demo-${index}`,
  title,
  vendor: '$CIAO Markets',
  productType,
  handle,
  images: [{ src: PRODUCT_PICTURES[handle], alt: title }],
  variants: [{ price, compareAtPrice }],
});

export const demoProducts: Product[] = [
  product('ciao-classic-tee', '$CIAO Classic Tee', 'T-Shirt', '24.00', '29.00', 1),
  product('ciao-mining-mug', 'Mining Session Mug', 'Mug', '14.00', null, 2),
  product('ciao-hoodie', '$CIAO Hoodie', 'Hoodie', '49.00', '59.00', 3),
  product('ciao-cap', 'Credit Miner Cap', 'Cap', '19.00', null, 4),
  product('ciao-sticker-pack', 'Sticker Pack', 'Stickers', '5.00', '6.50', 5),
  product('ciao-notebook', 'Ledger Notebook', 'Notebook', '12.00', null, 6),
];

export const connectedProducts: Product[] = [
  {
    id: 'gid://shopify/Product/1001',
    title: 'Genesis Hoodie',
    vendor: 'Ciao Markets',
    productType: 'Hoodie',
    handle: 'genesis-hoodie',
    images: [{ src: PRODUCT_PICTURES['ciao-hoodie'], alt: 'A green hoodie' }],
    variants: [
      { price: '45', compareAtPrice: '55' },
      { price: '49', compareAtPrice: null },
    ],
  },
  {
    id: 'gid://shopify/Product/1002',
    title: 'Block Mug',
    vendor: 'Ciao Markets',
    productType: 'Mug',
    handle: 'block-mug',
    images: [],
    variants: [{ price: '12.5', compareAtPrice: null }],
  },
];
