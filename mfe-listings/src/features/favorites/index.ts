// The favourites' public entry: the heart on a listing card and on the listing's page.
export { FavoriteButton } from './components/favorite-button';
