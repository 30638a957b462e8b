import type { ReactNode } from 'react';
import { Link } from '@ciao/shell/router';
import { Button } from '@ciao/ui';
import { HelpPopup } from '@ciao/ui/floating';

export interface HelpProps {
  title: string;
  children: ReactNode;
  example?: ReactNode;
}

/** A '?' popup with a title, an explanation, an optional example and 'Learn more' to /faq (spec section 2). */
export function Help({ title, children, example }: HelpProps) {
  return (
    <HelpPopup
      title={title}
      example={example}
      learnMore={({ label, close }) => (
        <Button as={Link} to="/faq" variant="outline" size="sm" onClick={close}>
          {label}
        </Button>
      )}
    >
      {children}
    </HelpPopup>
  );
}
