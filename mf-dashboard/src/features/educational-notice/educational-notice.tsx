import { Notice } from '@ciao/ui';

export interface EducationalNoticeProps {
  onDismiss: () => void;
}

/** The blue, dismissible notice at the top of the dashboard (spec section 2). */
export function EducationalNotice({ onDismiss }: EducationalNoticeProps) {
  return (
    <Notice
      variant="info"
      role="note"
      title="Educational Simulation"
      onDismiss={onDismiss}
      dismissLabel="Dismiss educational notice"
    >
      This is an educational simulation: no real cryptocurrency is earned. Credits convert to discount codes usable on
      the ecosystem store only.
    </Notice>
  );
}
