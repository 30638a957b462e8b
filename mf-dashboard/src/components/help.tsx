import { useState, type ReactNode } from 'react';
import { Link } from '@ciao/shell/router';
import { Button, HelpIcon, IconButton } from '@ciao/ui';
import { useDashboardMessages } from '../messages';

// The popup and its anchoring library (@ciao/ui/floating, about 30 KB) are loaded at the first
// press, not with the dashboard: evaluated at idle they would still be a long task while it polls
// (docs/performance.md, "Shared entries and budgets").
const loadPopup = () => import('@ciao/ui/floating').then((module) => module.HelpPopup);

export interface HelpProps {
  title: string;
  children: ReactNode;
  example?: ReactNode;
}

/**
 * A '?' popup with a title, an explanation, an optional example and 'Learn more' to /faq (spec
 * section 2). Until first pressed it is the design system's own button; the popup opens once its
 * code is here, and a failed load leaves the button for another try.
 */
export function Help({ title, children, example }: HelpProps) {
  const t = useDashboardMessages();
  const [Popup, setPopup] = useState<Awaited<ReturnType<typeof loadPopup>>>();
  const [open, setOpen] = useState(false);

  if (!Popup) {
    const press = () =>
      loadPopup().then(
        (popup) => {
          setPopup(() => popup);
          setOpen(true);
        },
        () => undefined,
      );
    return <IconButton aria-label={t('help.label', { title })} icon={<HelpIcon />} onClick={() => void press()} />;
  }
  return (
    <Popup
      title={title}
      example={example}
      triggerLabel={t('help.label', { title })}
      learnMoreLabel={t('help.learnMore')}
      closeLabel={t('help.close')}
      open={open}
      onOpenChange={setOpen}
      learnMore={({ label, close }) => (
        <Button as={Link} to="/faq" variant="outline" size="sm" onClick={close}>
          {label}
        </Button>
      )}
    >
      {children}
    </Popup>
  );
}
