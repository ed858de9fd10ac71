import { createFetchMock } from '../testing';
import { apiRequest, api, configureApiClient, onApiError } from './client';
import { ApiError } from './api-error';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('api client', () => {
  beforeEach(() => {
    clearCookies();
    configureApiClient({ baseUrl: '', getLocale: () => 'de' });
  });

  it('sends the locale, Accept and credentials on every call', async () => {
    const { fetchMock, calls } = createFetchMock({ 'GET /api/categories': [200, [{ id: 1, name: 'SaaS' }]] });
    global.fetch = fetchMock;
    await expect(api.get('/api/categories')).resolves.toEqual([{ id: 1, name: 'SaaS' }]);
    expect(calls[0]!.headers).toMatchObject({ Accept: 'application/json', 'X-LANG': 'de' });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include', method: 'GET' });
  });

  it('fetches the CSRF cookie before the first state-changing call and sends the token', async () => {
    const { fetchMock, calls } = createFetchMock({ 'GET /sanctum/csrf-cookie': [204], 'POST /api/logout': [204] });
    fetchMock.mockImplementationOnce(async (input) => {
      calls.push({ method: 'GET', url: String(input), headers: {}, body: undefined });
      document.cookie = 'XSRF-TOKEN=abc%3D%3D; Path=/';
      return new Response(null, { status: 204 });
    });
    global.fetch = fetchMock;
    await api.post('/api/logout');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/logout']);
    expect(calls[1]!.headers['X-XSRF-TOKEN']).toBe('abc==');
  });

  it('does not fetch the CSRF cookie for reads or when the cookie exists', async () => {
    document.cookie = 'XSRF-TOKEN=present; Path=/';
    const { fetchMock, calls } = createFetchMock({ 'POST /api/login': [200, { id: 1 }], 'GET /api/user': [200, { id: 1 }] });
    global.fetch = fetchMock;
    await api.get('/api/user');
    await api.post('/api/login', { email: 'a@b.c', password: 'x' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/user', 'POST /api/login']);
    expect(calls[1]!.body).toBe(JSON.stringify({ email: 'a@b.c', password: 'x' }));
    expect(calls[1]!.headers['Content-Type']).toBe('application/json');
  });

  it('refreshes the CSRF cookie after a 419 and retries once', async () => {
    document.cookie = 'XSRF-TOKEN=stale; Path=/';
    let attempts = 0;
    const { fetchMock, calls } = createFetchMock({ 'GET /sanctum/csrf-cookie': [204] });
    fetchMock.mockImplementation(async (input, init = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      calls.push({ method, url: String(input), headers: (init.headers ?? {}) as Record<string, string>, body: init.body });
      if (String(input) === '/sanctum/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=fresh; Path=/';
        return new Response(null, { status: 204 });
      }
      attempts += 1;
      return attempts === 1
        ? new Response(JSON.stringify({ message: 'CSRF token mismatch.' }), { status: 419, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    global.fetch = fetchMock;
    await expect(api.post('/api/logout')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.headers['X-XSRF-TOKEN'] ?? '-')).toEqual(['stale', '-', 'fresh']);
  });

  it('gives up after one retry: a second 419 rejects', async () => {
    document.cookie = 'XSRF-TOKEN=stale; Path=/';
    const { fetchMock } = createFetchMock({ 'GET /sanctum/csrf-cookie': [204], 'POST /api/logout': [419, { message: 'CSRF token mismatch.' }] });
    global.fetch = fetchMock;
    await expect(api.post('/api/logout')).rejects.toMatchObject({ status: 419, message: 'CSRF token mismatch.' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('rejects with an ApiError carrying the Laravel-shaped body and tells the listeners', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    const body = { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } };
    global.fetch = createFetchMock({ 'POST /api/login': [422, body] }).fetchMock;
    const seen: number[] = [];
    const off = onApiError((error) => seen.push(error.status));
    const error = await apiRequest('/api/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual(body.errors);
    expect(seen).toEqual([422]);
  });

  it('builds query strings without empty values', async () => {
    const { fetchMock, calls } = createFetchMock({ 'GET /api/sync': [200, {}] });
    global.fetch = fetchMock;
    await api.get('/api/sync', { query: { timestamp: 5, latestMessageId: undefined, q: 'a b' } });
    expect(calls[0]!.url).toBe('/api/sync?timestamp=5&q=a+b');
  });
});
