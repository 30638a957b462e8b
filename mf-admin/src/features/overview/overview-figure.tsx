import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { OverviewDay } from '@ciao/contracts';
import { Button, Spinner, VisuallyHidden } from '@ciao/ui';
import { formatDecimal } from '../../components/decimal-format';
import type { OverviewChartSpec, OverviewSeries } from './overview-series';

// The charting library comes with the chart, after the figures: nothing of it on other pages.
const OverviewChart = lazy(() => import('./overview-chart'));

export interface OverviewFigureProps {
  spec: OverviewChartSpec;
  days: OverviewDay[];
  /** Show the table instead of hiding it visually (screen readers read it either way). */
  initiallyShowTable?: boolean;
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Swatch = styled.span<{ $color: OverviewSeries['color'] }>`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  margin-right: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $color }) => theme.colors[$color]};
  vertical-align: -0.1em;
`;

const ChartBox = styled.div`
  min-height: 200px;
  width: 100%;
  overflow: hidden;
`;

const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-variant-numeric: tabular-nums;
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** The box's width, followed as it changes (320 px until measured, or where nothing measures). */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(320);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/** One chart of the days with its legend, and its table: every number of the chart, exactly. */
export function OverviewFigure({ spec, days, initiallyShowTable = false }: OverviewFigureProps) {
  const [showTable, setShowTable] = useState(initiallyShowTable);
  const { box, width } = useWidth();
  const tableId = `overview-table-${spec.id}`;
  const table = (
    <Scroller>
      <Table id={tableId}>
        <caption>
          <VisuallyHidden>{spec.title}, by day (UTC)</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {spec.series.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              {spec.series.map((series) => (
                <td key={series.key}>{formatDecimal(String(day[series.key]))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );

  return (
    <Figure aria-labelledby={`${tableId}-title`}>
      <Caption>
        <span id={`${tableId}-title`}>{spec.title}</span>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable(!showTable)}
        >
          {showTable ? 'Hide table' : 'Show table'}
        </Button>
      </Caption>
      <Legend aria-hidden="true">
        {spec.series.map((series) => (
          <li key={series.key}>
            <Swatch $color={series.color} />
            {series.label}
          </li>
        ))}
      </Legend>
      <ChartBox ref={box}>
        <Suspense fallback={<Spinner label="Loading the chart..." />}>
          <OverviewChart spec={spec} days={days} width={width} />
        </Suspense>
      </ChartBox>
      {showTable ? table : <VisuallyHidden>{table}</VisuallyHidden>}
    </Figure>
  );
}
