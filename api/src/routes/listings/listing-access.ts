// Who may touch a listing's owner-only endpoints, through the access layer: `config.resource:
// ownListing` answers 403 for someone else's listing (before the body is read or validated, so a
// Precognition request is refused alike). A listing that does not exist passes that check and is
// answered 404 by `listingExists` (a route-level onRequest hook, which runs after the access layer's).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListingRow } from '../../db/schema';
import type { AuthenticatedRequest, ResourceCheck } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { INT4_MAX } from '@bizmarkt/shared/contract';

const ID_PATTERN = /^[1-9]\d{0,9}$/;
/** Ids are PostgreSQL integers (the contract's column ranges). */
const MAX_ID = INT4_MAX;

/** The `{id}` of the path as a listing id, null when it cannot be one. */
export function listingIdOf(request: FastifyRequest): number | null {
  const raw = (request.params as Record<string, unknown>).id;
  if (typeof raw !== 'string' || !ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

type Owner = Pick<ListingRow, 'user_id' | 'status'>;
const owners = new WeakMap<FastifyRequest, Owner | null>();

/** The owner and status read by the access check of this request (null: no such listing). */
export function checkedListing(request: FastifyRequest): Owner | null {
  return owners.get(request) ?? null;
}

/** The access layer's resource check: the listing of the path is the user's own. */
export const ownListing: ResourceCheck = async (request: AuthenticatedRequest) => {
  const id = listingIdOf(request);
  const owner = id === null ? undefined : await request.server.repositories.listings.ownerOf(id);
  owners.set(request, owner ?? null);
  // Unknown: let `listingExists` answer 404 rather than 403.
  return owner === undefined || owner.user_id === request.user.id;
};

/** Route-level onRequest: 404 when the access check found no listing. */
export async function listingExists(request: FastifyRequest, reply: FastifyReply) {
  if (!owners.get(request)) return reply.code(404).send(NOT_FOUND);
  return undefined;
}
