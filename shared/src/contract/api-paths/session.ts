// API paths: the session, the current user and the poll (schemas: ../api.ts). A module of its own, so a
// page bundles the paths of the areas it calls and no others (paths.ts).
import type { RoutesOf } from './path';

export const SESSION_PATHS = {
  /** Laravel Sanctum's cookie route: sets `XSRF-TOKEN` (the client's API client asks it once). */
  csrfCookie: '/sanctum/csrf-cookie',
  login: '/api/login',
  logout: '/api/logout',
  /** GET → `User`. */
  user: '/api/user',
  /** GET `?timestamp=&latestMessageId=` → `SyncResponse` (the shell's poller). */
  sync: '/api/sync',
  /** GET (`Accept: text/event-stream`) → server-sent `StreamEvent`s (../stream.ts) for the logged-in user. */
  stream: '/api/stream',
} as const;

/** What each path serves (the API reference's summaries). */
export const SESSION_ENDPOINTS: RoutesOf<typeof SESSION_PATHS> = {
  csrfCookie: { GET: '204; starts a guest session when there is none and sets `XSRF-TOKEN`.' },
  login: {
    POST: '`{ email, password, remember? }` → `User`; 422 for wrong credentials (the same answer and timing for an unknown email); 429 after 5 failures per email and IP.',
  },
  logout: { POST: '204; ends the session and starts a fresh guest session.' },
  user: { GET: 'The current `User` (never the password hash), with the unread-notification count.' },
  sync: {
    GET: 'The poll: new messages readable by the caller, `unreadNotifications`, `unreadMessages`, `unreadByDialog`; answered from memory when nothing is new.',
  },
  stream: {
    GET: 'Server-sent events (`text/event-stream`) for the caller: `message`, `unread` and `dialog` events (`StreamEvent`), a comment line every 15 s; 406 without `Accept: text/event-stream`; 429 beyond the open streams allowed per user.',
  },
};
