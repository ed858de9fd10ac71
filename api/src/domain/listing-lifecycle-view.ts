// The listing as the moderation screen shows it: the owner's view (every field, NDA-protected ones
// included), drawn by the listing routes' own serializer so the two never differ.
import type { Listing } from '@bizmarkt/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../lib/lang';
import type { ListingRecord } from '../repositories/businesses';
import { toListingResponse } from '../routes/businesses/listing-response';

export async function moderatorView(app: FastifyInstance, record: ListingRecord, lang: Lang): Promise<Listing> {
  const categoryName = await app.repositories.businesses.categoryName(record.category_id, lang);
  return toListingResponse(record, { full: true, granted: true, isMine: false, categoryName });
}
