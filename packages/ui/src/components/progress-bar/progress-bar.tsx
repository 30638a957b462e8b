import * as RadixProgress from '@radix-ui/react-progress';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export type ProgressTone = 'primary' | 'success' | 'warning' | 'danger';

export interface ProgressBarProps {
  /** 0 to 100; values outside are clamped. */
  value: number;
  /** Accessible name; also shown above the bar unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** Shows the rounded percentage next to the label. */
  showValue?: boolean;
  tone?: ProgressTone;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Track = styled(RadixProgress.Root)`
  position: relative;
  overflow: hidden;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceHover};
  /* Safari clips the rounded corners during the transform only with this. */
  transform: translateZ(0);
`;

const Indicator = styled(RadixProgress.Indicator)<{ $tone: ProgressTone }>`
  width: 100%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  transition: transform ${({ theme }) => theme.transitions.normal};
`;

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * Where the bar's fill ends, in steps of 0.1 % (under half a pixel on a phone). A running contract's
 * progress is polled every second but moves by far less on a long contract, so the fill (and its
 * transition, a few frames of the main thread) changes every few seconds, not at every poll.
 */
function fillTransform(percent: number): string {
  const emptyTenths = 1000 - Math.round(percent * 10);
  return `translateX(-${emptyTenths / 10}%)`;
}

/** A horizontal progress bar (Radix Progress, role="progressbar"). */
export function ProgressBar({
  value,
  label,
  hideLabel = false,
  showValue = false,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const percent = clampPercent(value);
  const rounded = Math.round(percent);
  let top: ReactNode = null;
  if (!hideLabel || showValue) {
    top = (
      <Top>
        {hideLabel ? <span /> : <span id={labelId}>{label}</span>}
        {showValue ? <Value aria-hidden="true">{rounded}%</Value> : null}
      </Top>
    );
  }
  return (
    <Root className={className}>
      {top}
      <Track
        value={percent}
        max={100}
        getValueLabel={(v, max) => `${Math.round((v / max) * 100)}%`}
        {...(hideLabel ? { 'aria-label': label } : { 'aria-labelledby': labelId })}
      >
        <Indicator $tone={tone} style={{ transform: fillTransform(percent) }} />
      </Track>
    </Root>
  );
}
