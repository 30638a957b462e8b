import { useState, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@ciao/ui';

export interface CardTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column sorts the rows shown (a button in its header) by this value. */
  sortBy?: (row: Row) => string | number;
}

type Sort = { header: string; direction: 'ascending' | 'descending' };

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: inherit;
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

function sorted<Row>(
  rows: readonly Row[],
  columns: readonly CardTableColumn<Row>[],
  sort: Sort | undefined,
): readonly Row[] {
  const sortBy = columns.find((column) => column.header === sort?.header)?.sortBy;
  if (!sort || !sortBy) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [sortBy(a), sortBy(b)];
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
  });
}

export interface CardTableProps<Row> {
  /** Read by screen readers, e.g. 'Customers found'. */
  caption: string;
  columns: readonly CardTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** More rows are loading: the ones shown are dimmed. */
  busy?: boolean;
}

/**
 * A table on a desktop; on a phone each row is a card of label / value lines (the column headers
 * hidden but still read), so nothing is wider than the screen: long values wrap.
 */
const Table = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};

  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  tr {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  td {
    display: grid;
    grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[1]} 0;
    overflow-wrap: anywhere;
  }
  td::before {
    content: attr(data-label);
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ theme }) => theme.media.md} {
    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
    }
    tr {
      display: table-row;
      margin: 0;
      padding: 0;
      border: none;
    }
    th,
    td {
      display: table-cell;
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
      text-align: left;
      vertical-align: top;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td::before {
      content: none;
    }
    th {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
  }
`;

/** Rows as a table on a desktop and as cards on a phone (docs/admin.md, "The support desk's screens"). */
export function CardTable<Row>({ caption, columns, rows, rowKey, busy = false }: CardTableProps<Row>) {
  const [sort, setSort] = useState<Sort>();
  const toggle = (header: string) =>
    setSort((current) => ({
      header,
      direction: current?.header === header && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  return (
    <Table $busy={busy} aria-busy={busy || undefined}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {columns.map(({ header, sortBy }) => (
            <th key={header} scope="col" aria-sort={sort?.header === header ? sort.direction : undefined}>
              {sortBy ? (
                <SortButton type="button" onClick={() => toggle(header)}>
                  {header}
                  {sort?.header === header ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                </SortButton>
              ) : (
                header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sorted(rows, columns, sort).map((row) => (
          <tr key={rowKey(row)}>
            {columns.map(({ header, cell }) => (
              <td key={header} data-label={header}>
                {cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
