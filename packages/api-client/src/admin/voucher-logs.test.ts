import type { VoucherLogPage } from '@ciao/contracts';
import { useTestApi } from '../testing';
import { voucherLogsCsvPath } from './export-voucher-logs';
import { getVoucherLogs, isNotAuthorisedForVoucherLogs } from './get-voucher-logs';

const page: VoucherLogPage = {
  logs: [
    {
      id: '42',
      createdAt: '2026-01-15T12:00:00.000Z',
      voucherCode: 'CIAO-ABC123-XYZ789',
      userEmail: 'ann@example.com',
      actionType: 'used',
      amountUsd: '2.50',
      amountCiao: '735294.1176470588',
      shopifyDiscountId: 'gid://shopify/DiscountCodeNode/1',
      ciaomarketsOrderId: '#1001',
    },
  ],
  nextCursor: 'YmVmb3JlOjQy',
};

const api = useTestApi();
beforeEach(() => {
  api.route('GET /api/admin/voucher-logs', { json: page });
});

it('sends only the filters that are set, with the page wanted, and returns the page', async () => {
  await expect(
    getVoucherLogs({ voucherCode: 'CIAO-ABC123-XYZ789', userEmail: '', actionType: 'used', cursor: 'abc', limit: 50 }),
  ).resolves.toEqual(page);
  expect(api.requests.map((r) => [r.method, r.path, r.query])).toEqual([
    ['GET', '/api/admin/voucher-logs', '?voucherCode=CIAO-ABC123-XYZ789&actionType=used&cursor=abc&limit=50'],
  ]);
});

it('with no filter, asks for the newest page with no query string', async () => {
  await getVoucherLogs({});
  expect(api.requests[0]?.query).toBe('');
});

it.each([
  ['a server error', { status: 500, json: { message: 'Internal server error' } }, false],
  ['a refusal to a non-admin', { status: 403, json: { message: 'Admin access required' } }, true],
  ['an unexpected body', { json: { logs: 'nope' } }, false],
])(
  'when it gets %s, then it raises "Failed to fetch logs", telling a refusal apart',
  async (_case, reply, notAuthorised) => {
    api.route('GET /api/admin/voucher-logs', reply);

    const error = await getVoucherLogs({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Failed to fetch logs');
    expect(isNotAuthorisedForVoucherLogs(error)).toBe(notAuthorised);
  },
);

it('the CSV link carries the same filters, and nothing else', () => {
  expect(voucherLogsCsvPath({})).toBe('/api/admin/voucher-logs.csv');
  expect(voucherLogsCsvPath({ userEmail: 'a+b@example.com', actionType: 'expired' })).toBe(
    '/api/admin/voucher-logs.csv?userEmail=a%2Bb%40example.com&actionType=expired',
  );
});
