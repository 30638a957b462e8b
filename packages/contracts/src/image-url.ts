import { IMAGE_EXTENSIONS } from './constants';

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
