import { messageWithLink, referralLink, shareUrls } from './share-links';

const link = 'https://ciao.example.com/?ref=FRIEND42';

it('the referral link is the app address with the code in ref', () => {
  expect(referralLink('https://ciao.example.com', 'FRIEND42')).toBe(link);
  expect(referralLink('http://localhost:8080', 'ABC123')).toBe('http://localhost:8080/?ref=ABC123');
});

const message = 'Join me on $CIAO Mining! Sign up with my referral code FRIEND42.';

it('one text is the message, then the link', () => {
  expect(messageWithLink(message, link)).toBe(`${message} ${link}`);
});

describe('share pages', () => {
  const urls = shareUrls(message, link);
  const parts = (url: string) => {
    const parsed = new URL(url);
    return { page: `${parsed.origin}${parsed.pathname}`, params: Object.fromEntries(parsed.searchParams) };
  };

  it('Facebook shares the link, with the message as its quote', () => {
    expect(parts(urls.Facebook)).toEqual({
      page: 'https://www.facebook.com/sharer/sharer.php',
      params: { u: link, quote: message },
    });
  });

  it('X posts the message and the link', () => {
    expect(parts(urls.X)).toEqual({
      page: 'https://x.com/intent/post',
      params: { text: message, url: link },
    });
  });

  it('WhatsApp sends one text: the message, then the link', () => {
    expect(parts(urls.WhatsApp)).toEqual({
      page: 'https://wa.me/',
      params: { text: `${message} ${link}` },
    });
  });

  it('Telegram shares the link with the message', () => {
    expect(parts(urls.Telegram)).toEqual({
      page: 'https://t.me/share/url',
      params: { url: link, text: message },
    });
  });

  it('the message and link are encoded, never pasted raw into the address', () => {
    expect(urls.WhatsApp).not.toMatch(/[ +]/);
    expect(urls.Telegram).toContain(`url=${encodeURIComponent(link)}`);
    expect(urls.X).not.toContain('$CIAO');
  });
});
