import { endSession } from '../session/session-end';
import { favoriteIdsStore } from './favorite-ids';

it('holds one user’s favourites, toggles one id, and forgets them when the session ends', () => {
  favoriteIdsStore.getState().fill(7, [1, 2]);
  favoriteIdsStore.getState().setFavorite(3, true);
  favoriteIdsStore.getState().setFavorite(1, false);
  expect([...favoriteIdsStore.getState().ids].sort()).toEqual([2, 3]);
  expect(favoriteIdsStore.getState().userId).toBe(7);

  endSession();
  expect(favoriteIdsStore.getState().ids.size).toBe(0);
  expect(favoriteIdsStore.getState().userId).toBeNull();
});
