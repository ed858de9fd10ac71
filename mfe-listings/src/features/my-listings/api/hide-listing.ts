import { hideListing } from '@bizmarkt/shared';
import { useListingMove } from './use-listing-move';

/** Hides one of the owner's listings for `days` (the shared client; days checked by `isHideDays` first). */
export const useHideListing = () => useListingMove(hideListing, (variables) => variables.businessId);
