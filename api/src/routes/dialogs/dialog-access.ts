// Who may touch a dialog (issue #12): its two parties only. Through the access layer: `config.resource:
// dialogParticipant` answers 403 to anyone else (before the body is read), and `dialogExists` 404 for
// an id that does not exist; the handler reads the checked dialog with `checkedDialog`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DialogRow } from '../../db/schema';
import type { AuthenticatedRequest, ResourceCheck } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { INT4_MAX } from '@bizmarkt/shared/contract';

const ID_PATTERN = /^[1-9]\d{0,9}$/;
/** Ids are PostgreSQL integers (the contract's column ranges). */
const MAX_ID = INT4_MAX;

/** A path parameter as a positive int4 id, null when it cannot be one. */
export function pathId(request: FastifyRequest, param = 'id'): number | null {
  const raw = (request.params as Record<string, unknown>)[param];
  if (typeof raw !== 'string' || !ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

const dialogs = new WeakMap<FastifyRequest, DialogRow | null>();

export function isParticipant(dialog: Pick<DialogRow, 'buyer_id' | 'seller_id'>, userId: number): boolean {
  return dialog.buyer_id === userId || dialog.seller_id === userId;
}

/** The access layer's resource check: the caller is one of the dialog's two parties. */
export const dialogParticipant: ResourceCheck = async (request: AuthenticatedRequest) => {
  const id = pathId(request);
  const dialog = id === null ? undefined : await request.server.repositories.dialogs.find(id);
  dialogs.set(request, dialog ?? null);
  return dialog === undefined || isParticipant(dialog, request.user.id);
};

/** Route-level onRequest: 404 when the access check found no dialog. */
export async function dialogExists(request: FastifyRequest, reply: FastifyReply) {
  if (!dialogs.get(request)) return reply.code(404).send(NOT_FOUND);
  return undefined;
}

/** The dialog the access check loaded (only on routes with both hooks). */
export function checkedDialog(request: FastifyRequest): DialogRow {
  const dialog = dialogs.get(request);
  if (!dialog) throw new Error('checkedDialog without dialogParticipant/dialogExists');
  return dialog;
}
