import type { ReceivedMail } from '../../src/components/mail/dev-mailbox';
import { DEV_MAILBOX_PATH } from '../../src/components/mail/dev-mailbox-routes';
import { linkIn } from './mailbox';
import type { TestMailbox } from './mailbox';
import { postJson } from './test-server';
import { eventually } from './waiting';

export const VERIFICATION_SUBJECT = 'Verify your $CIAO MINING e-mail address';

/** The mails to `address` the server's development mailbox holds (a server started without SMTP_URL). */
async function devMailboxMailsTo(server: { url: string }, address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${server.url}${DEV_MAILBOX_PATH}/messages.json`);
  if (!response.ok) throw new Error(`the development mailbox answered ${response.status}: is SMTP_URL set?`);
  const { mails } = (await response.json()) as { mails: ReceivedMail[] };
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * The token of the latest verification mail to `address`: from `mailbox` when the server sends to
 * a test mailbox, else from the server's own development mailbox (its /dev/mail/messages.json).
 */
export async function verificationToken(
  server: { url: string },
  address: string,
  mailbox?: TestMailbox,
): Promise<string> {
  let found: ReceivedMail | undefined;
  await eventually(async () => {
    const mails = mailbox ? mailbox.to(address) : await devMailboxMailsTo(server, address);
    found = mails.filter((mail) => mail.subject === VERIFICATION_SUBJECT).at(-1);
    if (!found) throw new Error(`no verification mail to ${address}`);
  });
  return linkIn(found as ReceivedMail, `${server.url}/auth/verify?token=`).searchParams.get('token') ?? '';
}

/**
 * The one way the API tests verify an address (docs/testing.md): as its owner would, by following
 * the link of the verification mail that registration sent (POST /api/auth/verify-email).
 */
export async function verifyEmail(server: { url: string }, address: string, mailbox?: TestMailbox): Promise<void> {
  const token = await verificationToken(server, address, mailbox);
  const response = await postJson(`${server.url}/api/auth/verify-email`, { token });
  if (response.status !== 200) throw new Error(`verification failed: ${response.status} ${await response.text()}`);
}
