import { z } from 'zod';
import { ACCOUNT } from '../constants';
import { isImageUrl } from '../image-url';
import { LANGUAGES } from '../language';
import { INVALID_IMAGE_URL } from '../messages';
import { noControlCharacters } from './single-line-text';

export const updateProfileRequestSchema = z.strictObject({
  nickname: z.string().check(noControlCharacters()).trim().max(ACCOUNT.nicknameMaxLength),
  profileImageUrl: z
    .string()
    .check(noControlCharacters())
    .trim()
    .max(2048)
    .refine((v) => v === '' || isImageUrl(v), INVALID_IMAGE_URL.description),
  /** The app's language (mail and push too); null goes back to the browser's. Left out: unchanged. */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
