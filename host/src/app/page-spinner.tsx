import { FullScreenSpinner } from '@ciao/ui';
import { useFrameMessages } from '../messages/frame';

/** The whole page's spinner (the session being read, the signed-in routes loading), in the page's language. */
export function PageSpinner() {
  const t = useFrameMessages();
  return <FullScreenSpinner message={t('frame.loading')} />;
}
