import type { ReactNode } from 'react';
import { Button, Stack } from '@ciao/ui';

/** A list read by keyset pages: the rows so far, then a button for the next page while there is one. */
export function MoreRows({
  children,
  label,
  onMore,
  loading,
}: {
  children: ReactNode;
  label: string;
  onMore?: () => void;
  loading?: boolean;
}) {
  return (
    <Stack gap={3}>
      {children}
      {onMore ? (
        <Button variant="outline" loading={loading} onClick={onMore}>
          {label}
        </Button>
      ) : null}
    </Stack>
  );
}
