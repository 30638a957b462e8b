import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Read by screen readers. Ignored when `decorative`. */
  label?: string;
  /** Hide from assistive technology, e.g. inside a button that already sets aria-busy. */
  decorative?: boolean;
  className?: string;
}

const pixels: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.75s linear infinite;

  /* Asked for no motion: a still ring (the status text says it is loading). */
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none !important;
  }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  line-height: 0;
`;

export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  if (decorative) {
    return (
      <Root className={className} aria-hidden="true">
        <Ring $size={pixels[size]} />
      </Root>
    );
  }
  return (
    <Root className={className} role="status">
      <Ring $size={pixels[size]} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Root>
  );
}
