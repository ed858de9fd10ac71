import { api } from '../api/client';
import { endSession } from './session-end';

/** `POST /api/logout`, then end the session on this page (panels closed, polling stopped, user cleared). */
export async function logout(): Promise<void> {
  try {
    await api.post<void>('/api/logout');
  } finally {
    endSession();
  }
}
