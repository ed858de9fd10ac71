import type { DialogOpponent } from '@bizmarkt/shared/contract';

interface AvatarProps {
  opponent: Pick<DialogOpponent, 'avatar_thumb_64' | 'avatar_thumb'> | null;
  masked: boolean;
  size?: number;
}

/** The opponent's picture, or the neutral icon (also for a masked seller). Decorative: the name is beside it. */
export function Avatar({ opponent, masked, size = 40 }: AvatarProps) {
  const src = masked ? null : (opponent?.avatar_thumb_64 ?? opponent?.avatar_thumb ?? null);
  if (src) return <img className="bz-msg-avatar" src={src} alt="" width={size} height={size} />;
  return (
    <span className="bz-msg-avatar bz-msg-avatar--empty" style={{ width: size, height: size }} aria-hidden="true">
      <span className="pi pi-user" />
    </span>
  );
}
