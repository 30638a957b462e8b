import { Notice } from '@ciao/ui';
import { useDashboardMessages } from '../../messages';

export interface EducationalNoticeProps {
  onDismiss: () => void;
}

/** The blue, dismissible notice at the top of the dashboard (spec section 2). */
export function EducationalNotice({ onDismiss }: EducationalNoticeProps) {
  const t = useDashboardMessages();
  return (
    <Notice
      variant="info"
      role="note"
      title={t('notice.title')}
      onDismiss={onDismiss}
      dismissLabel={t('notice.dismiss')}
    >
      {t('notice.body')}
    </Notice>
  );
}
