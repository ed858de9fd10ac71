// The listing card's public entry: the card and its placeholder, for every list of listings.
export { ListingCard } from './components/listing-card';
export { ListingCardSkeleton } from './components/listing-card-skeleton';
