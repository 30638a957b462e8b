import { createReportTokens, REPORT_TOKEN_TTL_MS } from '../../src/components/releases/report-tokens';
import { testClock } from '../support/test-server';

// The report token on its own: what a page may report, for how long, and what a changed token is worth.

const clock = testClock();
const tokens = createReportTokens({ signingKey: () => Promise.resolve('a test key'), clock });
const served = [
  { remote: 'mf-referral', version: '1.5.0' },
  { remote: 'mf-dashboard', version: '2.0.0' },
];

describe('a served page’s report token', () => {
  it('names a page for each release it was served with, and for nothing else', async () => {
    const token = await tokens.issue(served);
    const page = await tokens.pageOf(token, served[0]!);
    expect(page).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await tokens.pageOf(token, served[1]!)).toBe(page);
    expect(await tokens.pageOf(token, { remote: 'mf-referral', version: '1.4.0' })).toBeNull();
  });

  it('names a new page each time: each served page reports once, as the watch counts pages', async () => {
    const page = async () => tokens.pageOf(await tokens.issue(served), served[0]!);
    expect(await page()).not.toBe(await page());
  });

  it('expires', async () => {
    const token = await tokens.issue(served);
    clock.advance(REPORT_TOKEN_TTL_MS - 1_000);
    expect(await tokens.pageOf(token, served[0]!)).not.toBeNull();
    clock.advance(1_000);
    expect(await tokens.pageOf(token, served[0]!)).toBeNull();
  });

  it('is worth nothing changed, under another key, or as anything else', async () => {
    const token = await tokens.issue(served);
    const [payload = '', signature = ''] = token.split('.');
    const widened = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), r: ['mf-admin@9.9.9'] }),
    ).toString('base64url');
    expect(await tokens.pageOf(`${widened}.${signature}`, { remote: 'mf-admin', version: '9.9.9' })).toBeNull();
    const otherKey = createReportTokens({ signingKey: () => Promise.resolve('another key'), clock });
    expect(await otherKey.pageOf(token, served[0]!)).toBeNull();
    for (const nonsense of [undefined, '', 'a.b', `${token}.x`, 'x'.repeat(5_000)])
      expect(await tokens.pageOf(nonsense, served[0]!)).toBeNull();
  });
});
