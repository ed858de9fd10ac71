// Media-store keys (e.g. `avatars/12/<random>-114.jpg`) and the URLs the API serves them under.
import { SERVICE_PATHS } from '@bizmarkt/shared/contract';

/**
 * Keys are made by the API only; still, anything served is checked against this shape: lower-case
 * segments of letters, digits, `_` and `-`, a known extension, no `..`, no empty segment.
 */
const KEY_PATTERN = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.(?:jpg|png|webp)$/;

export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function isMediaKey(key: string): boolean {
  return key.length <= 255 && KEY_PATTERN.test(key);
}

/**
 * The URL of a stored file, relative to the site (the API sits on the site's origin behind its proxy).
 * Values that already are URLs (an absolute link, or a path) pass through unchanged.
 */
export function mediaUrl(key: string | null): string | null {
  if (key === null || key === '') return null;
  if (/^https?:\/\//i.test(key) || key.startsWith('/')) return key;
  return SERVICE_PATHS.media(key);
}
