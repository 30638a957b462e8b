import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Notice } from './notice';

export interface FailedNoticeProps {
  title: string;
  /** Shows 'Try again', which calls it. */
  onRetry?: () => void;
  /** The retry button's words in the page's language (the caller's catalog). */
  tryAgainLabel?: string;
  children?: ReactNode;
}

/** A read that failed: the danger notice, with 'Try again' when the read can be asked again. */
export function FailedNotice({ title, onRetry, tryAgainLabel = 'Try again', children }: FailedNoticeProps) {
  return (
    <Notice
      variant="danger"
      title={title}
      action={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {tryAgainLabel}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Notice>
  );
}
