import { REFERRAL } from '@ciao/contracts/web';

/** The invitation link: the app's address with the code in `ref` (the sign-in screen opens Register with it). */
export function referralLink(appAddress: string, code: string): string {
  const url = new URL('/', appAddress);
  url.searchParams.set('ref', code);
  return url.toString();
}

/** What every share button says (the link travels beside it, or after it where there is one text only). */
export function shareMessage(code: string): string {
  return (
    `Join me on $CIAO Mining, an educational credit-mining simulation! Sign up with my referral code ${code} ` +
    `and we both get $${REFERRAL.rewardUsd} in $CIAO after your first mining.`
  );
}

/** The message and the link in one text, for apps that take a single text (WhatsApp, TikTok, Instagram). */
export const messageWithLink = (code: string, link: string) => `${shareMessage(code)} ${link}`;

export type ShareTarget = 'Facebook' | 'X' | 'WhatsApp' | 'Telegram';

/** Each network's public share page, pre-filled with the message and the link. */
export function shareUrls(code: string, link: string): Record<ShareTarget, string> {
  const message = shareMessage(code);
  // encodeURIComponent, not URLSearchParams: a space must read %20 (some apps show a '+' literally).
  const query = (params: Record<string, string>) =>
    Object.entries(params)
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');
  return {
    Facebook: `https://www.facebook.com/sharer/sharer.php?${query({ u: link, quote: message })}`,
    X: `https://x.com/intent/post?${query({ text: message, url: link })}`,
    WhatsApp: `https://wa.me/?${query({ text: messageWithLink(code, link) })}`,
    Telegram: `https://t.me/share/url?${query({ url: link, text: message })}`,
  };
}
