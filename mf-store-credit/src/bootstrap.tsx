// Standalone dev page (npm run dev -w mf-store-credit); the host loads the exposed screens instead.
import { mountStandalone } from '@ciao/shell/standalone';
import { StoreCreditScreen } from './screens/store-credit-screen';
import { StoreCreditTutorialScreen } from './screens/store-credit-tutorial-screen';
import { ShopifyScreen } from './screens/shopify-screen';

mountStandalone('mf_store_credit', [
  { path: '/store-credit', title: 'Store credits', Screen: StoreCreditScreen },
  { path: '/tutorial/store-credits', title: 'Tutorial', Screen: StoreCreditTutorialScreen },
  { path: '/shopify', title: 'Shopify', Screen: ShopifyScreen },
]);
