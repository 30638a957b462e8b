import { REFERRAL } from './constants';

/** The query parameter of an invite link: the app's address with `?ref=CODE` (spec sections 2 and 6). */
export const INVITE_PARAMETER = 'ref';

/** Referral codes are letters and digits, upper-cased, at most 20 characters (spec section 5). */
export const normaliseReferralCode = (code: string) => code.toUpperCase().slice(0, REFERRAL.codeMaxLength);

/**
 * The referral code an address's query carries, as the Register form fills it in ('' for none): the
 * sign-in screen and the API's first paint of it read an invite link the same way.
 */
export const inviteCodeOf = (query: URLSearchParams) =>
  normaliseReferralCode(query.get(INVITE_PARAMETER)?.trim() ?? '');
