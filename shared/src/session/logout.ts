import { api } from '../api/client';
import { SESSION_PATHS } from '../contract/api-paths/session';
import { endSession } from './session-end';

/** `POST /api/logout`, then end the session on this page (panels closed, polling stopped, user cleared). */
export async function logout(): Promise<void> {
  try {
    await api.post<void>(SESSION_PATHS.logout);
  } finally {
    endSession();
  }
}
