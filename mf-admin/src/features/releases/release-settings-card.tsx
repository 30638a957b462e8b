import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Notice, Stack } from '@ciao/ui';

/**
 * An owner's setting below the remotes on the Releases screen (the deploy tokens, Storybook): its h2,
 * what it is for, the API's refusal of the last change, then its content.
 */
export function ReleaseSettingsCard({
  title,
  description,
  error,
  children,
}: {
  title: string;
  description: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack gap={3}>
          {error ? <Notice variant="danger">{error}</Notice> : null}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
