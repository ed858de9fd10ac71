import { api } from '../api/client';
import { sessionStore } from '../stores/session';

/** `POST /api/logout`, then forget the user on this page. */
export async function logout(): Promise<void> {
  try {
    await api.post<void>('/api/logout');
  } finally {
    sessionStore.getState().clear();
  }
}
