import { z } from 'zod';
import { ACCOUNT } from '../constants';
import { isImageUrl } from '../image-url';
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
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
