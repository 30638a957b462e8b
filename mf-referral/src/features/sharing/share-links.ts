/** The invitation link: the app's address with the code in `ref` (the sign-in screen opens Register with it). */
export function referralLink(appAddress: string, code: string): string {
  const url = new URL('/', appAddress);
  url.searchParams.set('ref', code);
  return url.toString();
}

/** The message and the link in one text, for apps that take a single text (WhatsApp, TikTok, Instagram). */
export const messageWithLink = (message: string, link: string) => `${message} ${link}`;

export type ShareTarget = 'Facebook' | 'X' | 'WhatsApp' | 'Telegram';

/**
 * Each network's public share page, pre-filled with the message (what every share button says, in
 * the page's language: the catalog's `share.message`) and the link.
 */
export function shareUrls(message: string, link: string): Record<ShareTarget, string> {
  // encodeURIComponent, not URLSearchParams: a space must read %20 (some apps show a '+' literally).
  const query = (params: Record<string, string>) =>
    Object.entries(params)
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');
  return {
    Facebook: `https://www.facebook.com/sharer/sharer.php?${query({ u: link, quote: message })}`,
    X: `https://x.com/intent/post?${query({ text: message, url: link })}`,
    WhatsApp: `https://wa.me/?${query({ text: messageWithLink(message, link) })}`,
    Telegram: `https://t.me/share/url?${query({ url: link, text: message })}`,
  };
}
