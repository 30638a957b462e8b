import { PlaceholderScreen } from '@ciao/shell';

/** /tutorial/store-credits (placeholder until its feature issue lands). */
export function StoreCreditTutorialScreen() {
  return <PlaceholderScreen title="Store Credits Tutorial">Store credit tutorial — coming in the store-credit issue.</PlaceholderScreen>;
}

export default StoreCreditTutorialScreen;
