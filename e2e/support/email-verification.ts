import { expect, type APIRequestContext } from '@playwright/test';

type Mail = { to: string[]; subject: string; text: string };

export const VERIFICATION_SUBJECT = 'Verify your $CIAO MINING e-mail address';

/**
 * The link of the latest verification mail to `email` in the development mailbox the API runs
 * without SMTP_URL (/dev/mail/messages.json). Retried: the mail leaves through the outbox after
 * the registration's commit, and behind the balancer each instance has a mailbox of its own.
 */
async function verificationLink(request: APIRequestContext, email: string): Promise<URL> {
  let link: URL | undefined;
  await expect(async () => {
    const { mails } = (await (await request.get('/dev/mail/messages.json')).json()) as { mails: Mail[] };
    const mail = mails.filter((m) => m.to.includes(email.toLowerCase()) && m.subject === VERIFICATION_SUBJECT).at(-1);
    const found = mail?.text.split(/\s+/).find((word) => /\/auth\/verify\?token=/.test(word));
    expect(found, `a verification mail to ${email}`).toBeDefined();
    link = new URL(found as string);
  }).toPass({ timeout: 15_000 });
  return link as URL;
}

/**
 * The one way the browser tests verify an address they registered through the API: the mailed
 * link's token, sent as the link's page sends it (POST /api/auth/verify-email).
 */
export async function verifyEmailThroughMailbox(request: APIRequestContext, email: string): Promise<void> {
  const token = (await verificationLink(request, email)).searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
}
