import type { RemoteExposes } from '@ciao/shell';

/** What mf_store_credit exposes to the host, checked against @ciao/shell's RemoteModules; rspack.config.cjs reads this map. */
export const exposes = {
  StoreCreditScreen: () => import('./screens/store-credit-screen'),
  StoreCreditTutorialScreen: () => import('./screens/store-credit-tutorial-screen'),
  ShopifyScreen: () => import('./screens/shopify-screen'),
} satisfies RemoteExposes<'mf_store_credit'>;
