// API paths for the person at the machine, in development only: the local mailbox and the API
// reference. Never in production; from any other machine they answer 404. No page bundles them.
import { apiPath, type RoutesOf } from './path';

export const DEV_PATHS = {
  /** The local mailbox (only when mail goes to it: no SMTP_URL, outside production): HTML page and JSON list. */
  mailbox: '/api/dev/mailbox',
  mailboxJson: '/api/dev/mailbox.json',
  mailboxMail: apiPath('/api/dev/mailbox/:id'),
  mailboxHtml: apiPath('/api/dev/mailbox/:id/html'),
  mailboxRaw: apiPath('/api/dev/mailbox/:id/raw'),
  /** The API reference, browsable (Swagger UI); its own files are under this path too. */
  docs: '/api/dev/docs/',
  /** The OpenAPI document the reference shows (`pnpm --filter ./api openapi` writes it to a file). */
  openApi: '/api/dev/docs/json',
} as const;

/** What each path serves (the API reference's summaries). */
export const DEV_ENDPOINTS: RoutesOf<typeof DEV_PATHS> = {
  mailbox: { GET: '`?to=`: the local mailbox page.' },
  mailboxJson: { GET: '`?to=`: the local mailbox as JSON (used by the e2e suite).' },
  mailboxMail: { GET: 'One mail: details, headers, links, text.' },
  mailboxHtml: { GET: 'Its HTML, for a sandboxed frame.' },
  mailboxRaw: { GET: 'Its `.eml`.' },
  docs: { GET: 'This reference, browsable.' },
  openApi: { GET: 'This reference as an OpenAPI document.' },
};
