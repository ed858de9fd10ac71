import type { Db } from '../db/client';
import { createCategoriesRepository } from './categories';
import { createGeoRepository } from './geo';
import { createNotificationsRepository } from './notifications';
import { createSessionsRepository } from './sessions';
import { createUsersRepository } from './users';

/** One repository per resource; each holds that resource's SQL. */
export function createRepositories(db: Db) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    categories: createCategoriesRepository(db),
    geo: createGeoRepository(db),
    notifications: createNotificationsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
