// The data room's service as the routes build it (decision 0206: no `app` decoration): the data-room
// routes and the checklist (whose answers point at data-room documents, decision 0220) each build one
// from the same parts.
import type { FastifyInstance } from 'fastify';
import { createDataRoom } from '../../domain/data-room';
import { createDataRoomRepository } from '../../repositories/data-room';

export function dataRoomService(app: FastifyInstance) {
  return createDataRoom({
    repository: createDataRoomRepository(app.database.db),
    repositories: app.repositories,
    store: app.mediaStores.dataRoom,
    clock: app.clock,
    notifier: app.notifier,
  });
}
