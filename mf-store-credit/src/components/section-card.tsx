import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@ciao/ui';

export interface SectionCardProps {
  title: string;
  /** Something beside the title, e.g. a link to the store. */
  action?: ReactNode;
  children: ReactNode;
}

/** One section of a store-credit page: a card named by its h2 title (a region for assistive technology). */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
