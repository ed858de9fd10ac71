import type { User } from '../contract/api';
import { useCurrentUser } from './current-user';

/** The smallest picture of the user that is their own; a "default…" placeholder counts as none (spec §9). */
export function avatarThumbOf(user: Pick<User, 'avatar' | 'avatar_thumb' | 'avatar_thumb_64'> | null): string | null {
  const url = user?.avatar_thumb_64 || user?.avatar_thumb || user?.avatar;
  if (!url) return null;
  const fileName = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return /^default[\w-]*\.\w+$/i.test(fileName) ? null : url;
}

/**
 * The current user's picture (decorative: the name stands beside it), or the generic user icon. It
 * reads the one current-user query, so a picture saved in About me shows at once.
 */
export function CurrentUserAvatar({ size = 24 }: { size?: number }) {
  const src = avatarThumbOf(useCurrentUser());
  if (!src) return <span className="pi pi-user" aria-hidden="true" />;
  return <img src={src} alt="" width={size} height={size} style={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }} />;
}
