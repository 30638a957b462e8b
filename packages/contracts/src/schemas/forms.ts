import { z } from 'zod';
import { ACCOUNT } from '../constants';
import { ACCOUNT_MESSAGES } from './auth';

// Client-side form rules with the spec's exact messages (section 5).

export const loginFormSchema = z.object({
  email: z.email('Invalid email'),
  password: z.string().min(ACCOUNT.passwordMinLength, 'Password must be at least 6 characters'),
  captcha: z.string().trim().min(1, 'Enter the captcha code'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    name: z.string().trim().min(ACCOUNT.nameMinLength, 'Name must be at least 2 characters'),
    email: z.email('Invalid email'),
    password: z.string().min(ACCOUNT.passwordMinLength, 'Password must be at least 6 characters'),
    confirmPassword: z.string(),
    captcha: z.string().trim().min(1, 'Enter the captcha code'),
    acceptTerms: z.literal(true, 'You must accept the terms and conditions'),
    acceptPrivacy: z.literal(true, 'You must accept the privacy policy'),
  })
  .refine((f) => f.confirmPassword === f.password, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function ageRequirementMessage(years: number, country: string): string {
  return `You must be at least ${years} years old to use this service in ${country}`;
}

/** Age modal: the three fields are required; the date may not be in the future. */
export function ageFormSchema(today: string) {
  return z.object({
    dateOfBirth: z
      .string()
      .min(1, 'Please enter your date of birth')
      .pipe(z.iso.date('Please enter your date of birth'))
      .refine((d) => d <= today, ACCOUNT_MESSAGES.dateOfBirthInFuture),
    country: z.string().min(1, 'Please select your country'),
    confirmAdult: z.literal(true, ACCOUNT_MESSAGES.confirmAdultRequired),
  });
}
