import { useNavigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { sessionStatus, useIsFavorite, useSession } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { useToggleFavorite } from '../api/toggle-favorite';
import './favorite-button.css';

/**
 * The heart of one listing, wherever a listing appears (cards, the business page). A pressed toggle
 * button (its name stays "Save … to favourites"; `aria-pressed` says whether it is saved). A
 * visitor's click goes to /registration (spec §2); a logged-in user's click toggles optimistically.
 */
export function FavoriteButton({ businessId, name }: { businessId: number; name: string }) {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const paths = usePaths();
  const status = useSession(sessionStatus);
  const favorite = useIsFavorite(businessId);
  const toggle = useToggleFavorite();

  const onClick = () => {
    if (status === 'user') toggle.mutate(businessId);
    else void navigate(paths.registration());
  };

  // Until the startup check says who is there, a click could go the wrong way.
  const disabled = status === 'unknown';
  // A native button in PrimeReact's classes (its theme styles it like a rounded text Button): the
  // Button component, its Ripple and Tooltip were 19 KB of the landing's cards (issue #14).
  return (
    <button
      type="button"
      className={`bz-favorite p-button p-component p-button-icon-only p-button-rounded p-button-text p-button-danger${disabled ? ' p-disabled' : ''}`}
      aria-label={t('favoriteButton.name', { name })}
      aria-pressed={favorite}
      title={t(favorite ? 'favoriteButton.saved' : 'favoriteButton.save')}
      disabled={disabled}
      onClick={onClick}
    >
      <span className={`p-button-icon p-c pi ${favorite ? 'pi-heart-fill' : 'pi-heart'}`} aria-hidden="true" />
    </button>
  );
}
