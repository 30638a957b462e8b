import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTheme } from 'styled-components';
import type { OverviewDay } from '@ciao/contracts';
import { drawnValue, shortDate } from './overview-series';
import type { OverviewChartSpec } from './overview-series';

export interface OverviewChartProps {
  spec: OverviewChartSpec;
  days: OverviewDay[];
  /** The drawing's width in px (the figure measures its box). */
  width: number;
  height?: number;
}

const MARGIN = { top: 8, right: 8, bottom: 28, left: 56 };

const compact = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The bars of one chart (visx: SVG only, loaded lazily with the overview, never on a customer's
 * page). A picture for the eye: hidden from screen readers, whose numbers are the table beside it.
 */
export default function OverviewChart({ spec, days, width, height = 200 }: OverviewChartProps) {
  const theme = useTheme();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const totals = days.map((day) =>
    spec.layout === 'stacked'
      ? spec.series.reduce((sum, series) => sum + drawnValue(day, series.key), 0)
      : Math.max(...spec.series.map((series) => drawnValue(day, series.key))),
  );
  const x = scaleBand({ domain: days.map((day) => day.date), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...totals)], range: [innerHeight, 0], nice: true });
  const inner = scaleBand({ domain: spec.series.map((series) => series.key), range: [0, x.bandwidth()], padding: 0.1 });
  const every = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(innerWidth / 56))));

  return (
    <svg width={width} height={height} aria-hidden="true" focusable="false" data-chart={spec.id}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {days.map((day) => {
          let base = 0;
          return spec.series.map((series) => {
            const value = drawnValue(day, series.key);
            const barHeight = innerHeight - y(value);
            const left = (x(day.date) ?? 0) + (spec.layout === 'grouped' ? (inner(series.key) ?? 0) : 0);
            const top = spec.layout === 'stacked' ? y(base + value) : y(value);
            base += spec.layout === 'stacked' ? value : 0;
            return (
              <Bar
                key={`${day.date}-${series.key}`}
                x={left}
                y={top}
                width={spec.layout === 'grouped' ? inner.bandwidth() : x.bandwidth()}
                height={Math.max(0, barHeight)}
                fill={theme.colors[series.color]}
              />
            );
          });
        })}
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(value) => compact.format(Number(value))}
          stroke={theme.colors.border}
          tickStroke={theme.colors.border}
          tickLabelProps={{ fill: theme.colors.textMuted, fontSize: 11 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={days.filter((_, i) => i % every === 0).map((day) => day.date)}
          tickFormat={shortDate}
          stroke={theme.colors.border}
          tickStroke={theme.colors.border}
          tickLabelProps={{ fill: theme.colors.textMuted, fontSize: 11 }}
        />
      </Group>
    </svg>
  );
}
