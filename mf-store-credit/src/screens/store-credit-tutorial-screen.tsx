import { TutorialView } from '../features/tutorial/tutorial-view';

/** /tutorial/store-credits (exposed as ./StoreCreditTutorialScreen). */
export function StoreCreditTutorialScreen() {
  return <TutorialView />;
}

export default StoreCreditTutorialScreen;
