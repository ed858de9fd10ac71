// Shared set-up of the About me panel's tests: a whole user, the countries, and an API answering
// real and validation-only (Precognition) requests.
import type { User } from '@bizmarkt/shared/contract';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import AboutMePanel from './about-me-panel';

export const namespaces = { account: { en, de } };

export const user: User = makeUser({
  id: 7,
  name: 'Sophie',
  last_name: 'Seller',
  email: 'seller@bizmarkt.test',
  email_verified_at: '2026-01-02T10:00:00.000Z',
  role: 'seller',
  country_code: 'DE',
  about: 'I sell Amazon brands.',
  created_at: '2026-03-05T12:00:00.000Z',
});

export const countries = {
  countries: [
    { code: 'AT', name: 'Austria' },
    { code: 'DE', name: 'Germany' },
  ],
  countries_eu: ['AT', 'DE'],
  states: [],
};

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * The API for the panel: a table of real answers, and validation-only (Precognition) requests
 * answered as Laravel does — 204 with the Precognition header, or 422 with the given errors.
 */
export function mockApi(routes: Record<string, [number, unknown?]>, precognitiveErrors: Record<string, string[]> = {}) {
  const { fetchMock, calls } = createFetchMock(routes);
  const precognitive: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (headers.Precognition !== 'true') return fetchMock(input, init);
    precognitive.push({ method: init.method ?? 'GET', url: String(input), headers, body: init.body });
    const field = headers['Precognition-Validate-Only'] ?? '';
    const errors = Object.fromEntries(Object.entries(precognitiveErrors).filter(([name]) => field.split(',').includes(name)));
    if (Object.keys(errors).length === 0) {
      return new Response(null, { status: 204, headers: { Precognition: 'true', 'Precognition-Success': 'true' } });
    }
    return new Response(JSON.stringify({ message: Object.values(errors)[0]![0], errors }), {
      status: 422,
      headers: { 'content-type': 'application/json', Precognition: 'true' },
    });
  }) as typeof fetch;
  return { calls: calls as Call[], precognitive };
}

export function renderPanel(locale: 'en' | 'de' = 'en') {
  const onClose = jest.fn();
  const view = renderWithProviders(<AboutMePanel onClose={onClose} />, { locale, namespaces });
  return { ...view, onClose };
}

export function savedBody(calls: Call[]): FormData {
  const save = calls.find((call) => call.method === 'POST' && call.url.endsWith('/api/users/7'));
  if (!save) throw new Error('the form was not saved');
  expect(save.body).toBeInstanceOf(FormData);
  return save.body as FormData;
}

/**
 * How long a save may take to close the panel: the post, the re-fetch of the user and the toast are
 * several round trips, slower than waitFor's default second on a loaded machine.
 */
export const SAVE_TIMEOUT = { timeout: 5000 };
