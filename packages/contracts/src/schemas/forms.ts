import { z } from 'zod/mini';
import { ACCOUNT } from '../constants';
import { isImageUrl } from '../image-url';
import { ACCOUNT_MESSAGES, INVALID_IMAGE_URL } from '../messages';

// Client-side form rules with the spec's exact messages (section 5). Written with zod/mini, which
// tree-shakes to a few KB: these run on the first screen a visitor sees (docs/performance.md).

const trimmedText = (minLength: number, message: string) => z.string().check(z.trim(), z.minLength(minLength, message));
const password = z.string().check(z.minLength(ACCOUNT.passwordMinLength, 'Password must be at least 6 characters'));

export const loginFormSchema = z.object({
  email: z.email('Invalid email'),
  password,
  captcha: trimmedText(1, 'Enter the captcha code'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** "Forgot password?": where to send the reset link. */
export const forgotPasswordFormSchema = z.object({ email: z.email('Invalid email') });

/** The reset page (/auth/reset): the new password twice (registration's rule). */
export const resetPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .check(
    z.refine((f) => f.confirmPassword === f.password, { message: 'Passwords do not match', path: ['confirmPassword'] }),
  );

export const registerFormSchema = z
  .object({
    name: trimmedText(ACCOUNT.nameMinLength, 'Name must be at least 2 characters'),
    email: z.email('Invalid email'),
    password,
    confirmPassword: z.string(),
    captcha: trimmedText(1, 'Enter the captcha code'),
    acceptTerms: z.literal(true, 'You must accept the terms and conditions'),
    acceptPrivacy: z.literal(true, 'You must accept the privacy policy'),
  })
  .check(
    z.refine((f) => f.confirmPassword === f.password, { message: 'Passwords do not match', path: ['confirmPassword'] }),
  );
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Age modal: the three fields are required; the date may not be in the future. */
export function ageFormSchema(today: string) {
  return z.object({
    dateOfBirth: z.pipe(
      z.string().check(z.minLength(1, 'Please enter your date of birth')),
      z.iso
        .date('Please enter your date of birth')
        .check(z.refine((d) => d <= today, ACCOUNT_MESSAGES.dateOfBirthInFuture)),
    ),
    country: z.string().check(z.minLength(1, 'Please select your country')),
    confirmAdult: z.literal(true, ACCOUNT_MESSAGES.confirmAdultRequired),
  });
}

/** Profile dialog: both fields are sent trimmed; an image address must end in an image extension. */
export const profileFormSchema = z.object({
  nickname: z.string().check(z.trim(), z.maxLength(ACCOUNT.nicknameMaxLength)),
  profileImageUrl: z.string().check(
    z.trim(),
    z.refine((url) => url === '' || isImageUrl(url), INVALID_IMAGE_URL.description),
  ),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
