import { z } from 'zod';
import { IMAGE_EXTENSIONS } from '../constants';

const imagePath = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/** Spec 5: a valid URL whose path ends in an allowed image extension (query string allowed). */
export function isImageUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && imagePath.test(url.pathname);
  } catch {
    return false;
  }
}

export const INVALID_IMAGE_URL = {
  title: 'Invalid Image URL',
  description: 'Please enter a valid image URL (jpg, jpeg, png, gif, webp)',
} as const;

export const updateProfileRequestSchema = z.strictObject({
  nickname: z.string().trim().max(50),
  profileImageUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === '' || isImageUrl(v), INVALID_IMAGE_URL.description),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
