import { expect, type Page } from '@playwright/test';
import { Client } from 'pg';
import { verifyEmailThroughMailbox } from './email-verification';
import { registrationChallengeHeader } from './registration-challenge';

/** The e2e API's own database (published by global setup). */
function e2eDatabaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the tests through playwright.config.ts (global setup)');
  return url;
}

/**
 * Gives a user pending $CIAO worth about `usd` at the current price: one ledger credit (a referral
 * bonus from a stand-in invitee) and the matching running balance, as the ledger itself writes them.
 */
export async function creditPendingUsd(
  page: Pick<Page, 'request'>,
  userId: string,
  usd: number,
  databaseUrl = e2eDatabaseUrl(),
): Promise<void> {
  const { price } = (await (await page.request.get('/api/price/ciao')).json()) as { price: number };
  const amountCiao = (usd / price).toFixed(10);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const invitee = await client.query<{ id: string }>(
      "INSERT INTO users (email, name) VALUES ('seed-' || gen_random_uuid() || '@example.com', 'Seed') RETURNING id",
    );
    await client.query(
      "INSERT INTO ledger_entries (user_id, kind, amount_ciao, price_usd, referral_invitee_id, created_at) VALUES ($1, 'referral_bonus', $2, $3, $4, now())",
      [userId, amountCiao, price, invitee.rows[0]?.id],
    );
    await client.query(
      `INSERT INTO reward_balances AS b (user_id, pending_ciao, total_earned_ciao) VALUES ($1, $2, $2)
       ON CONFLICT (user_id) DO UPDATE SET pending_ciao = b.pending_ciao + $2, total_earned_ciao = b.total_earned_ciao + $2`,
      [userId, amountCiao],
    );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/**
 * Registers and signs in a new account through the API (age check, then registration), its address
 * verified (codes need it) unless `verified: false`; its id.
 */
export async function registerSaver(page: Page, { verified = true } = {}): Promise<{ id: string; email: string }> {
  const email = `saver.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const age = await page.request.post('/api/auth/verify-age', {
    data: { dateOfBirth: '1990-05-01', country: 'United Kingdom', confirmAdult: true },
  });
  expect(age.status(), await age.text()).toBe(200);
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Sam Saver', email, password: 'saver-secret-1' },
    headers: await registrationChallengeHeader(page.request),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  if (verified) await verifyEmailThroughMailbox(page.request, email);
  return { id: user.id, email };
}
