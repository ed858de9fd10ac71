// The listing card's public entry: the card, its placeholder, and the drawn cover of a listing without
// photos (also for the listing page, My listings and favourites), for every list of listings.
export { ListingCard } from './components/listing-card';
export { ListingCardSkeleton } from './components/listing-card-skeleton';
export { ListingCover, coverHue } from './components/listing-cover';
