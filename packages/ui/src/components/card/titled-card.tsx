import { useId, type ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from './card';

export interface TitledCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** The card's content under its header (a `CardContent`, or a styled one). */
  children: ReactNode;
}

/** A card named by its h2 title (a region for assistive technology), with an optional description. */
export function TitledCard({ title, description, children }: TitledCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
        {description === undefined ? null : <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {children}
    </Card>
  );
}
