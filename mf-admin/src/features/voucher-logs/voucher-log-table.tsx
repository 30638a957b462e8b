import styled from 'styled-components';
import type { VoucherLog } from '@ciao/contracts';
import { Badge, VisuallyHidden } from '@ciao/ui';
import { Ciao, Usd } from '../../components/amount';
import { formatLocalAndUtc } from '../../components/date-format';
import { ACTION_BADGES, ACTION_LABELS } from './voucher-log-format';

export interface VoucherLogTableProps {
  logs: VoucherLog[];
  /** Read by screen readers, e.g. 'Voucher logs, page 2'. */
  caption: string;
  /** The next page is loading: the rows shown are the previous ones. */
  busy?: boolean;
}

/**
 * Eight columns do not fit a phone: the table scrolls sideways inside its own focusable region.
 * Positioned, so the visually hidden caption (absolutely positioned, at the middle of the wide
 * table) is clipped here too rather than widening the page.
 */
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Table = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  td[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const none = <Muted>—</Muted>;

const COLUMNS = ['Date', 'Code', 'User e-mail', 'Action', 'USD', '$CIAO', 'Shopify discount id', 'Order id'] as const;

export function VoucherLogTable({ logs, caption, busy = false }: VoucherLogTableProps) {
  return (
    <Scroller role="region" aria-label="Voucher logs" tabIndex={0}>
      <Table $busy={busy} aria-busy={busy || undefined}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => (
            <tr key={log.id}>
              <td>
                <time dateTime={log.createdAt}>{formatLocalAndUtc(log.createdAt)}</time>
              </td>
              <td>
                <Code>{log.voucherCode}</Code>
              </td>
              <td>{log.userEmail ?? <Muted>Deleted account</Muted>}</td>
              <td>
                <Badge variant={ACTION_BADGES[log.actionType]}>{ACTION_LABELS[log.actionType]}</Badge>
              </td>
              <td data-numeric="">
                <Usd value={log.amountUsd} />
              </td>
              <td data-numeric="">
                <Ciao value={log.amountCiao} />
              </td>
              <td>{log.shopifyDiscountId ? <Code>{log.shopifyDiscountId}</Code> : none}</td>
              <td>{log.ciaomarketsOrderId ?? none}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
