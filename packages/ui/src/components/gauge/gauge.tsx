import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';

export type GaugeTone = 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface GaugeMark {
  value: number;
  /** Short text at the mark, e.g. '$2.50'. */
  label?: string;
}

export interface GaugeProps {
  value: number;
  min?: number;
  max: number;
  /** Accessible name, e.g. 'Store credit progress'. */
  label: string;
  /** Read by screen readers instead of the bare number, e.g. '$3.10 of $5.00'. */
  valueText?: string;
  marks?: GaugeMark[];
  tone?: GaugeTone;
  /** Shown in the middle of the arc (e.g. the amount and a caption). */
  children?: ReactNode;
  className?: string;
}

const CX = 100;
const CY = 100;
const R = 80;
const STROKE = 16;

/** Point on the arc for a fraction 0..1 (0 = left end, 1 = right end), at radius `r`. */
function pointAt(fraction: number, r: number): { x: number; y: number } {
  const angle = Math.PI * (1 - fraction);
  return { x: CX + r * Math.cos(angle), y: CY - r * Math.sin(angle) };
}

function arcPath(from: number, to: number): string {
  const a = pointAt(from, R);
  const b = pointAt(to, R);
  return `M ${a.x.toFixed(2)} ${a.y.toFixed(2)} A ${R} ${R} 0 0 1 ${b.x.toFixed(2)} ${b.y.toFixed(2)}`;
}

function gaugeFraction(value: number, min: number, max: number): number {
  if (!Number.isFinite(value) || max <= min) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

const Root = styled.div`
  position: relative;
  width: 100%;
  max-width: 300px;
  margin: 0 auto;
`;

const Center = styled.div`
  position: absolute;
  left: 50%;
  bottom: 18%;
  transform: translateX(-50%);
  width: 60%;
  text-align: center;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const MarkLabel = styled.text`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A semi-circular gauge, e.g. store credit toward the $2.50 minimum and the $5.00 maximum. */
export function Gauge({
  value,
  min = 0,
  max,
  label,
  valueText,
  marks = [],
  tone = 'primary',
  children,
  className,
}: GaugeProps) {
  const theme = useTheme();
  const fraction = gaugeFraction(value, min, max);
  return (
    <Root
      className={className}
      role="meter"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={Math.min(max, Math.max(min, value))}
      aria-valuetext={valueText}
    >
      <svg viewBox="-12 -24 224 150" width="100%" aria-hidden="true" focusable="false">
        <path
          d={arcPath(0, 1)}
          fill="none"
          stroke={theme.colors.surfaceHover}
          strokeWidth={STROKE}
          strokeLinecap="round"
        />
        {fraction > 0 ? (
          <path
            d={arcPath(0, fraction)}
            fill="none"
            stroke={theme.colors[tone]}
            strokeWidth={STROKE}
            strokeLinecap="round"
          />
        ) : null}
        {marks.map((mark) => {
          const f = gaugeFraction(mark.value, min, max);
          const inner = pointAt(f, R - STROKE / 2 - 2);
          const outer = pointAt(f, R + STROKE / 2 + 2);
          const atEnd = f <= 0.05 || f >= 0.95;
          const text = atEnd ? { x: pointAt(f, R).x, y: CY + 22 } : pointAt(f, R + STROKE / 2 + 8);
          const anchor = atEnd || Math.abs(text.x - CX) < 12 ? 'middle' : text.x < CX ? 'end' : 'start';
          return (
            <g key={mark.value}>
              <line x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} stroke={theme.colors.text} strokeWidth={2} />
              {mark.label ? (
                <MarkLabel x={text.x} y={text.y} textAnchor={anchor} fill={theme.colors.textMuted}>
                  {mark.label}
                </MarkLabel>
              ) : null}
            </g>
          );
        })}
      </svg>
      {children ? <Center>{children}</Center> : null}
    </Root>
  );
}
