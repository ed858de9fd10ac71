import type { User } from '../contract/api';
import { api } from '../api/client';

/** `GET /api/user`: the logged-in user, or an ApiError 401. */
export function fetchUser(): Promise<User> {
  return api.get<User>('/api/user');
}
