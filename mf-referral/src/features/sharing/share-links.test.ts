import { messageWithLink, referralLink, shareMessage, shareUrls } from './share-links';

const link = 'https://ciao.example.com/?ref=FRIEND42';

it('the referral link is the app address with the code in ref', () => {
  expect(referralLink('https://ciao.example.com', 'FRIEND42')).toBe(link);
  expect(referralLink('http://localhost:8080', 'ABC123')).toBe('http://localhost:8080/?ref=ABC123');
});

it('the message names the code and the $5 reward', () => {
  expect(shareMessage('FRIEND42')).toBe(
    'Join me on $CIAO Mining, an educational credit-mining simulation! Sign up with my referral code FRIEND42 and we both get $5 in $CIAO after your first mining.',
  );
  expect(messageWithLink('FRIEND42', link)).toBe(`${shareMessage('FRIEND42')} ${link}`);
});

describe('share pages', () => {
  const urls = shareUrls('FRIEND42', link);
  const parts = (url: string) => {
    const parsed = new URL(url);
    return { page: `${parsed.origin}${parsed.pathname}`, params: Object.fromEntries(parsed.searchParams) };
  };

  it('Facebook shares the link, with the message as its quote', () => {
    expect(parts(urls.Facebook)).toEqual({
      page: 'https://www.facebook.com/sharer/sharer.php',
      params: { u: link, quote: shareMessage('FRIEND42') },
    });
  });

  it('X posts the message and the link', () => {
    expect(parts(urls.X)).toEqual({
      page: 'https://x.com/intent/post',
      params: { text: shareMessage('FRIEND42'), url: link },
    });
  });

  it('WhatsApp sends one text: the message, then the link', () => {
    expect(parts(urls.WhatsApp)).toEqual({
      page: 'https://wa.me/',
      params: { text: `${shareMessage('FRIEND42')} ${link}` },
    });
  });

  it('Telegram shares the link with the message', () => {
    expect(parts(urls.Telegram)).toEqual({
      page: 'https://t.me/share/url',
      params: { url: link, text: shareMessage('FRIEND42') },
    });
  });

  it('the message and link are encoded, never pasted raw into the address', () => {
    expect(urls.WhatsApp).not.toMatch(/[ +]/);
    expect(urls.Telegram).toContain(`url=${encodeURIComponent(link)}`);
    expect(urls.X).not.toContain('$CIAO');
  });
});
