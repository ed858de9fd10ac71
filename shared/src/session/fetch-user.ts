import type { User } from '../contract/api';
import { api } from '../api/client';
import { SESSION_PATHS } from '../contract/api-paths/session';

/** `GET /api/user`: the logged-in user, or an ApiError 401. */
export function fetchUser(): Promise<User> {
  return api.get<User>(SESSION_PATHS.user);
}
