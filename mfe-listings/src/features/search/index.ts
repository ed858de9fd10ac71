// The search's public entry: the search box (landing page) and the search request, for the lists that show
// search results outside the search page (the newest listings, similar listings).
export { SearchBox } from './components/search-box';
export { searchBusinesses, searchQueryOptions, useSearchBusinesses } from './api/search-businesses';
