import { aSessionUser } from '../testing';
import { avatarImage, avatarProps, displayName } from './display-name';

describe('displayName', () => {
  it('prefers the nickname, then the name, then the e-mail, then "User"', () => {
    expect(displayName(aSessionUser({ nickname: 'ada', name: 'Ada Lovelace' }))).toBe('ada');
    expect(displayName(aSessionUser({ nickname: null, name: 'Ada Lovelace' }))).toBe('Ada Lovelace');
    expect(displayName(aSessionUser({ nickname: '  ', name: null, email: 'ada@example.com' }))).toBe('ada@example.com');
    expect(displayName(aSessionUser({ nickname: null, name: null, email: '' }))).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('avatar', () => {
  it('uses the profile image URL, then the account image', () => {
    expect(avatarImage(aSessionUser({ profileImageUrl: 'https://x.test/a.png', image: 'https://x.test/b.png' }))).toBe(
      'https://x.test/a.png',
    );
    expect(avatarImage(aSessionUser({ profileImageUrl: '', image: 'https://x.test/b.png' }))).toBe(
      'https://x.test/b.png',
    );
    expect(avatarImage(aSessionUser())).toBeNull();
  });

  it('gives the Avatar the display name (its initial is the fallback) and the image', () => {
    expect(avatarProps(aSessionUser({ nickname: 'zed' }))).toEqual({ name: 'zed', src: null });
    expect(avatarProps(null)).toEqual({ name: 'User', src: null });
  });
});
