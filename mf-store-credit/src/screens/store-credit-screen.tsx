import { StoreCredit } from '../features/store-credit/store-credit';

/** /store-credit (exposed as ./StoreCreditScreen). */
export function StoreCreditScreen() {
  return <StoreCredit />;
}

export default StoreCreditScreen;
