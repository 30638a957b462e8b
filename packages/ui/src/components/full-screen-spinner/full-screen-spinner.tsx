import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../spinner/spinner';

export interface FullScreenSpinnerProps {
  /** e.g. 'Loading your mining dashboard...' */
  message?: ReactNode;
  /** Optional brand mark above the spinner. */
  logo?: ReactNode;
  className?: string;
}

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  text-align: center;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Covers the screen while the first data loads. Announced politely to screen readers. */
export function FullScreenSpinner({ message = 'Loading...', logo, className }: FullScreenSpinnerProps) {
  return (
    <Root className={className} role="status" aria-live="polite" aria-busy="true">
      {logo}
      <Spinner size="lg" decorative />
      <Message>{message}</Message>
    </Root>
  );
}
