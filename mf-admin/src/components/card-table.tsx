import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@ciao/ui';

export interface CardTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
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
  return (
    <Table $busy={busy} aria-busy={busy || undefined}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {columns.map(({ header }) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
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
