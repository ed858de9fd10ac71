import type { User } from '@bizmarkt/shared/contract';

/**
 * The user's own picture, or null. Spec §9: the default avatar is treated as no avatar — a placeholder
 * image named "default…" (as legacy data and some providers serve) counts as none, so the panel offers
 * an upload rather than deleting a placeholder.
 */
export function ownAvatar(user: Pick<User, 'avatar' | 'avatar_thumb'>): string | null {
  const url = user.avatar_thumb || user.avatar;
  if (!url) return null;
  const fileName = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return /^default[\w-]*\.\w+$/i.test(fileName) ? null : url;
}
