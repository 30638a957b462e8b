import { z } from 'zod';
import { ACCOUNT, COUNTRIES, ROLES } from '../constants';
import { LANGUAGES } from '../language';
import { id, isoDateTime } from './common';
import { noControlCharacters } from './single-line-text';

const email = z.string().check(noControlCharacters(), z.email('Invalid email'), z.maxLength(254));

export const sessionUserSchema = z.object({
  id,
  email: z.string(),
  name: z.string().nullable(),
  nickname: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  /** Whether the e-mail address is verified (docs/accounts.md, "Verified e-mail"); codes need it. */
  emailVerified: z.boolean(),
  /** The language chosen in the profile; null: the browser's (docs/front-end.md, "Languages"). */
  language: z.enum(LANGUAGES).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /api/auth/signin: username is the e-mail. */
export const signinRequestSchema = z.strictObject({
  username: email,
  password: z.string().min(1).max(200),
});
export type SigninRequest = z.infer<typeof signinRequestSchema>;

/** POST /api/auth/register (confirmPassword, captcha and the accept flags stay on the client). */
/** A new password: registration's rules (a reset and a change from the profile use them too). */
const newPassword = z
  .string()
  .check(noControlCharacters())
  .min(ACCOUNT.passwordMinLength, 'Password must be at least 6 characters')
  .max(200);

export const registerRequestSchema = z.strictObject({
  name: z
    .string()
    .check(noControlCharacters())
    .trim()
    .min(ACCOUNT.nameMinLength, 'Name must be at least 2 characters')
    .max(100),
  email,
  password: newPassword,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/password-reset: where to send the link (answered alike whether or not an account has it). */
export const passwordResetRequestSchema = z.strictObject({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The one answer of POST /api/auth/password-reset (202), for every address. */
export const passwordResetAcceptedSchema = z.object({ message: z.string() });

/** A reset link's token: 32 random bytes in base64url. */
const resetToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid reset link');

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmSchema = z.strictObject({ token: resetToken, password: newPassword });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /api/user/{id}/password: the current password (checked, counted like a sign-in) and the new one (registration's rules). */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** One signed-in device of the user (GET /api/user/{id}/sessions): named by a public id, never by its token. */
export const signedInDeviceSchema = z.object({
  id,
  /** From the browser's user agent when it signed in: "Chrome on Android", or "Unknown device". */
  device: z.string(),
  firstSeenAt: isoDateTime,
  /** Written at most every 5 minutes (docs/accounts.md, "Signed-in devices"). */
  lastSeenAt: isoDateTime,
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

/** GET /api/user/{id}/sessions: the user's live sessions, newest first. */
export const signedInDevicesSchema = z.object({ sessions: z.array(signedInDeviceSchema) });
export type SignedInDevices = z.infer<typeof signedInDevicesSchema>;

/** A verification link's token: 32 random bytes in base64url. */
const verifyToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid verification link');

/** POST /api/auth/verify-email: the token of a verification mail's link. */
export const verifyEmailRequestSchema = z.strictObject({ token: verifyToken });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** The answer of POST /api/auth/verify-email and of POST /api/user/{id}/verification-mail. */
export const emailVerificationAnswerSchema = z.object({ message: z.string() });
export type EmailVerificationAnswer = z.infer<typeof emailVerificationAnswerSchema>;

/** GET /api/auth/registration-challenge (RegistrationChallenge, ALTCHA's format). */
export const registrationChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});

/** YYYY-MM-DD, a real calendar date. */
export const calendarDate = z.iso.date();

export const verifyAgeRequestSchema = z.strictObject({
  dateOfBirth: calendarDate,
  country: z.enum(COUNTRIES),
  confirmAdult: z.boolean(),
});
export type VerifyAgeRequest = z.infer<typeof verifyAgeRequestSchema>;

export const verifyAgeResponseSchema = z.object({
  isEligible: z.boolean(),
  message: z.string(),
});
export type VerifyAgeResponse = z.infer<typeof verifyAgeResponseSchema>;

export const geolocationResponseSchema = z.object({
  country: z.string(),
  countryCode: z.string(),
  isEuCountry: z.boolean(),
  ageRequirement: z.number().int().positive(),
  requiresDocumentVerification: z.boolean(),
  message: z.string(),
});
export type GeolocationResponse = z.infer<typeof geolocationResponseSchema>;

/** Passed from the age modal back to the registration flow. */
export type AgeVerificationResult = {
  dateOfBirth: string;
  country: string;
  isEligible: boolean;
  ageVerified: boolean;
};
