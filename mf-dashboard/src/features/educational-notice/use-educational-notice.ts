import { useCallback, useEffect, useState } from 'react';
import { NOTICE_RECHECK_MS } from '@ciao/contracts/web';
import { isNoticeShown, rememberDismissal } from './notice-storage';

export interface EducationalNoticeState {
  visible: boolean;
  dismiss: () => void;
}

/** The notice's visibility: checked at start and every 60 s, so it returns when the London date changes. */
export function useEducationalNotice(): EducationalNoticeState {
  const [visible, setVisible] = useState(() => isNoticeShown(new Date()));

  useEffect(() => {
    const id = setInterval(() => setVisible(isNoticeShown(new Date())), NOTICE_RECHECK_MS);
    return () => clearInterval(id);
  }, []);

  const dismiss = useCallback(() => {
    rememberDismissal(new Date());
    setVisible(false);
  }, []);

  return { visible, dismiss };
}
