// Texts of the spec that the API sends and the front-ends show or match: one place for each.

/** Texts both sides show for accounts and age verification (the server sends them, the client's forms and mocks reuse them). */
export const ACCOUNT_MESSAGES = {
  ageEligible: 'You are eligible to use this service.',
  ageVerificationRequired: 'Age verification required',
  dateOfBirthInFuture: 'Date of birth cannot be in the future',
  confirmAdultRequired: 'You must confirm you are 18 or older',
  emailTaken: 'An account with this email already exists',
  /** Sign-in of a suspended account (right password): never 'Invalid credentials' (docs/admin.md, "Corrections"). */
  suspended: 'Your account is suspended. Please contact support.',
  /** POST /api/auth/password-reset's one answer, whether or not the address has an account. */
  passwordResetSent:
    'If an account uses this e-mail, a link to reset its password is on its way. It works for 30 minutes.',
} as const;

/**
 * What a refusal is, for a screen that acts on it: an error body's `code`, the same in every
 * language, where its `message` is in the reader's (docs/front-end.md, "Languages"). A link's
 * problem (reset or verification) is `link-<problem>`.
 */
export const ERROR_CODES = {
  suspended: 'account-suspended',
  ageVerificationRequired: 'age-verification-required',
  invalidLink: 'link-invalid',
  expiredLink: 'link-expired',
  usedLink: 'link-used',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

type LinkProblem = 'invalid' | 'expired' | 'used';

/** The code of a link's problem (a reset or a verification link). */
export const linkProblemCode = (problem: LinkProblem): ErrorCode => `link-${problem}`;

/** The link's problem a refusal's code names; undefined for any other refusal. */
export const linkProblemOf = (code: string | undefined): LinkProblem | undefined =>
  (['invalid', 'expired', 'used'] as const).find((problem) => linkProblemCode(problem) === code);

/**
 * Why a reset link does not work (400 with the message; the reset page shows each state): never
 * issued or replaced by a newer one, past its 30 minutes, already used.
 */
export const RESET_LINK_MESSAGES = {
  invalid: 'This reset link is not valid. Ask for a new one (only the latest link works).',
  expired: 'This reset link has expired. Ask for a new one.',
  used: 'This reset link was already used. Ask for a new one if you need to.',
} as const;
export type ResetLinkProblem = keyof typeof RESET_LINK_MESSAGES;

/** Why a verification link does not work (400 with the message; the verify page shows each state). */
export const VERIFY_LINK_MESSAGES = {
  invalid: 'This verification link is not valid. Send a new one (only the latest link works).',
  expired: 'This verification link has expired. Send a new one.',
  used: 'This verification link was already used.',
} as const;
export type VerifyLinkProblem = keyof typeof VERIFY_LINK_MESSAGES;

/** Verified e-mail (docs/accounts.md, "Verified e-mail"): the API's answers, shown as they are by the app. */
export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Your e-mail address is verified.',
  mailSent: 'A new verification link is on its way. It works for 24 hours.',
  alreadyVerified: 'Your e-mail address is already verified.',
  /** 403 of generating a store-credit code before the address is verified. */
  requiredForCodes:
    'Please verify your e-mail address before generating a store credit code: open the link we sent you, or send a new one.',
} as const;

/** Texts of spec sections 5 and 8 about starting a contract, shared by the API and the dashboard. */
export const MINING_MESSAGES = {
  alreadyActive: 'You already have an active simulation. Wait for completion before starting a new one.',
  overLimitTitle: 'Maximum Limit Reached',
  overLimitDescription:
    "You've reached the $5.00 maximum limit. Please redeem your credits before starting a new mining contract.",
} as const;

/** Spec 5: the profile dialog's toast for an avatar URL that is not an image. */
export const INVALID_IMAGE_URL = {
  title: 'Invalid Image URL',
  description: 'Please enter a valid image URL (jpg, jpeg, png, gif, webp)',
} as const;
