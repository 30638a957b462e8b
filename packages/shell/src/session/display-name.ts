import type { SessionUser } from '@ciao/contracts';

type NamedUser = Pick<SessionUser, 'nickname' | 'name' | 'email'>;
type PicturedUser = NamedUser & Pick<SessionUser, 'profileImageUrl' | 'image'>;

const present = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

/** Nickname, then name, then e-mail, then 'User' (spec section 3). */
export function displayName(user: NamedUser | null | undefined): string {
  return present(user?.nickname) ?? present(user?.name) ?? present(user?.email) ?? 'User';
}

/** Profile image URL, then the account image; null when there is none. */
export function avatarImage(user: PicturedUser | null | undefined): string | null {
  return present(user?.profileImageUrl) ?? present(user?.image) ?? null;
}

/** Props for @ciao/ui's Avatar, which falls back to the upper-cased initial of the name. */
export function avatarProps(user: PicturedUser | null | undefined): { name: string; src: string | null } {
  return { name: displayName(user), src: avatarImage(user) };
}
