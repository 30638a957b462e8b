import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle, Page } from '@ciao/ui';

/** A route whose feature issue is still open: says so plainly. Delete with the last placeholder. */
export function PlaceholderScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Card>
        <CardHeader>
          <CardTitle as="h1">{title}</CardTitle>
        </CardHeader>
        <CardContent>
          <p>{children}</p>
        </CardContent>
      </Card>
    </Page>
  );
}
