import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useTestApi, type RecordedRequest } from '@ciao/api-client/testing';
import { renderWithShell } from '@ciao/shell/testing';
import { aVoucherLog, aVoucherLogPage, someVoucherLogs } from '../testing/voucher-log-fixtures';
import VoucherLogScreen from './voucher-log-screen';

const api = useTestApi();
beforeEach(() => {
  api.route('GET /api/admin/voucher-logs', { json: aVoucherLogPage(someVoucherLogs(3)) });
});

const logReads = () => api.requests.filter((r) => r.path === '/api/admin/voucher-logs').map((r) => r.query);

function AddressProbe() {
  const location = useLocation();
  return <div data-testid="address">{`${location.pathname}${location.search}`}</div>;
}

function renderScreen(route = '/admin/voucher-logs') {
  return renderWithShell(
    <Routes>
      <Route
        path="/admin/voucher-logs"
        element={
          <>
            <VoucherLogScreen />
            <AddressProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const rowsShown = () =>
  within(screen.getByRole('region', { name: 'Voucher logs' }))
    .getAllByRole('row')
    .slice(1);
const codesShown = () => rowsShown().map((row) => within(row).getAllByRole('cell')[1]!.textContent);

it('when an admin opens the screen, then the newest logs show with every column, and the export link carries no filter', async () => {
  api.route('GET /api/admin/voucher-logs', {
    json: aVoucherLogPage([
      aVoucherLog(),
      aVoucherLog({
        id: '1041',
        actionType: 'cancelled',
        userEmail: null,
        shopifyDiscountId: null,
        ciaomarketsOrderId: null,
      }),
    ]),
  });
  renderScreen();

  expect(screen.getByRole('heading', { level: 1, name: 'Voucher Logs' })).toBeInTheDocument();
  await waitFor(() => expect(rowsShown()).toHaveLength(2));
  expect(
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Date', 'Code', 'User e-mail', 'Action', 'USD', '$CIAO', 'Shopify discount id', 'Order id']);
  expect(
    rowsShown().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    [
      '15 Jan 2026, 12:00 (your time) · 15 Jan 2026, 12:00 UTC',
      'CIAO-ABC123-XYZ789',
      'ann@example.com',
      'Used',
      '$2.50',
      '735,294.12 $CIAO',
      'gid://shopify/DiscountCodeNode/1042',
      '#1001',
    ],
    [
      '15 Jan 2026, 12:00 (your time) · 15 Jan 2026, 12:00 UTC',
      'CIAO-ABC123-XYZ789',
      'Deleted account',
      'Cancelled',
      '$2.50',
      '735,294.12 $CIAO',
      '—',
      '—',
    ],
  ]);
  expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/voucher-logs.csv');
  expect(logReads()).toEqual(['']);
});

it('when the admin filters by action, then the log is read with that filter, the address keeps it and the export follows it', async () => {
  api.route('GET /api/admin/voucher-logs', (request: RecordedRequest) => ({
    json: aVoucherLogPage(
      request.query.includes('actionType=used')
        ? someVoucherLogs(8).filter((log) => log.actionType === 'used')
        : someVoucherLogs(8),
    ),
  }));
  renderScreen();
  await waitFor(() => expect(rowsShown()).toHaveLength(8));

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Used');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

  await waitFor(() => expect(rowsShown()).toHaveLength(2));
  expect(rowsShown().map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual(['Used', 'Used']);
  expect(logReads()).toEqual(['', '?actionType=used']);
  expect(screen.getByTestId('address')).toHaveTextContent('/admin/voucher-logs?actionType=used');
  expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/admin/voucher-logs.csv?actionType=used',
  );
});

it('when the address carries filters, then the fields start from them and a bad action is ignored; Clear filters reads everything again', async () => {
  renderScreen('/admin/voucher-logs?userEmail=Ann%40Example.com&voucherCode=ciao-abc123-xyz789&actionType=refunded');
  await waitFor(() => expect(rowsShown()).toHaveLength(3));
  expect(screen.getByLabelText('User e-mail')).toHaveValue('Ann@Example.com');
  expect(screen.getByLabelText('Voucher code')).toHaveValue('CIAO-ABC123-XYZ789');
  expect(screen.getByRole('combobox', { name: 'Action' })).toHaveDisplayValue('All actions');
  expect(logReads()).toEqual(['?voucherCode=CIAO-ABC123-XYZ789&userEmail=Ann%40Example.com']);

  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(logReads()).toEqual(['?voucherCode=CIAO-ABC123-XYZ789&userEmail=Ann%40Example.com', '']));
  expect(screen.getByLabelText('User e-mail')).toHaveValue('');
});

it('when there are older rows, then Next page reads them by cursor and Previous page comes back to the newest', async () => {
  const newest = someVoucherLogs(50);
  const older = someVoucherLogs(50, { newestId: 100_000 - 50 });
  api.route('GET /api/admin/voucher-logs', (request: RecordedRequest) => ({
    json: request.query.includes('cursor=page2') ? aVoucherLogPage(older, 'page3') : aVoucherLogPage(newest, 'page2'),
  }));
  renderScreen();
  await waitFor(() => expect(rowsShown()).toHaveLength(50));
  expect(screen.getByText('Page 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(screen.getByText('Page 2')).toBeInTheDocument());
  await waitFor(() => expect(codesShown()[0]).toBe(older[0]!.voucherCode));
  expect(logReads()).toEqual(['', '?cursor=page2']);

  await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  await waitFor(() => expect(codesShown()[0]).toBe(newest[0]!.voucherCode));
  expect(screen.getByText('Page 1')).toBeInTheDocument();
});

it("when nothing matches, then 'No logs found'", async () => {
  api.route('GET /api/admin/voucher-logs', { json: aVoucherLogPage([]) });
  renderScreen('/admin/voucher-logs?voucherCode=CIAO-NOPE00-000000');

  expect(await screen.findByRole('heading', { name: 'No logs found' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it("when the read fails, then 'Failed to fetch logs', and Try again reads it again", async () => {
  api.route('GET /api/admin/voucher-logs', { status: 500, json: { message: 'Internal server error' } });
  renderScreen();

  expect(await screen.findByText('Failed to fetch logs')).toBeInTheDocument();
  api.route('GET /api/admin/voucher-logs', { json: aVoucherLogPage(someVoucherLogs(3)) });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(rowsShown()).toHaveLength(3));
  expect(screen.queryByText('Failed to fetch logs')).not.toBeInTheDocument();
});

it("when the API refuses a signed-in user who is not an admin (403), then 'Not authorised' with no filters, rows or export", async () => {
  api.route('GET /api/admin/voucher-logs', { status: 403, json: { message: 'Admin access required' } });
  renderScreen();

  expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
  expect(screen.getByText(/Only administrators can see the voucher log/)).toBeInTheDocument();
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  expect(screen.queryByText('Failed to fetch logs')).not.toBeInTheDocument();
});
