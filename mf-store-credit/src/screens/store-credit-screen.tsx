import { PlaceholderScreen } from '@ciao/shell';

/** /store-credit (placeholder until its feature issue lands). */
export function StoreCreditScreen() {
  return <PlaceholderScreen title="Store Credits">Store credits — coming in the store-credit issue.</PlaceholderScreen>;
}

export default StoreCreditScreen;
