import { createFetchMock } from '../testing';
import { apiRequest, api, apiFetch, configureApiClient, onApiError, type ApiRequestInfo } from './client';
import { ApiError } from './api-error';
import { NetworkError } from './network-error';

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

  it('a 401 for a session the page replaced meanwhile (a password change answered later) is asked again, not reported', async () => {
    document.cookie = 'XSRF-TOKEN=old; Path=/';
    const reported: number[] = [];
    const off = onApiError((error) => reported.push(error.status));
    let answerChange!: () => void;
    let userCalls = 0;
    const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) === '/api/change-password') {
        // The server rotates the session at once; its answer (with the new cookies) arrives later.
        await new Promise<void>((resolve) => (answerChange = resolve));
        document.cookie = 'XSRF-TOKEN=new; Path=/';
        return new Response(JSON.stringify({ message: 'changed' }), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      userCalls += 1;
      const headers = init.headers as Record<string, string>;
      return headers['X-XSRF-TOKEN'] === 'old' || userCalls === 1
        ? new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ id: 7 }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    global.fetch = fetchMock as typeof fetch;
    const change = api.post('/api/change-password', { password: 'x' });
    await Promise.resolve();
    const poll = api.get('/api/user');
    await new Promise((resolve) => setTimeout(resolve, 0));
    answerChange();
    await expect(change).resolves.toEqual({ message: 'changed' });
    await expect(poll).resolves.toEqual({ id: 7 });
    expect(userCalls).toBe(2);
    expect(reported).toEqual([]);
    off();
  });

  it('a 401 with the session unchanged is reported at once, without a second request', async () => {
    document.cookie = 'XSRF-TOKEN=same; Path=/';
    const { fetchMock } = createFetchMock({ 'GET /api/user': [401, { message: 'Unauthenticated.' }] });
    global.fetch = fetchMock;
    await expect(api.get('/api/user')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
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

  it('tells the listeners what the call site handles itself', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    global.fetch = createFetchMock({ 'POST /api/login': [422, { message: 'x', errors: { email: ['x'] } }], 'GET /api/user': [401] }).fetchMock;
    const seen: ApiRequestInfo[] = [];
    const off = onApiError((_error, request) => seen.push(request));
    await api.post('/api/login', {}, { handled: [422] }).catch(() => undefined);
    await api.get('/api/user').catch(() => undefined);
    off();
    expect(seen).toEqual([
      { method: 'POST', path: '/api/login', handled: [422] },
      { method: 'GET', path: '/api/user', handled: [] },
    ]);
  });

  it('turns a request without an answer into a NetworkError (status 0) and reports it', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const seen: ApiError[] = [];
    const off = onApiError((error) => seen.push(error));
    const error = await api.get('/api/categories').catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, reason: 'network' });
    expect(seen).toEqual([error]);
  });

  it('reports a timeout as a NetworkError with reason "timeout"', async () => {
    jest.useFakeTimers();
    try {
      global.fetch = jest.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      );
      const seen: number[] = [];
      const off = onApiError((e) => seen.push(e.status));
      const pending = api.get('/api/categories', { timeoutMs: 5_000 }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(4_999);
      expect(seen).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      const error = await pending;
      off();
      expect(error).toMatchObject({ name: 'NetworkError', status: 0, reason: 'timeout' });
      expect(seen).toEqual([0]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("passes the caller's own cancellation through without reporting it", async () => {
    global.fetch = jest.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const listener = jest.fn();
    const off = onApiError(listener);
    const controller = new AbortController();
    const pending = api.get('/api/categories', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    off();
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(listener).not.toHaveBeenCalled();
  });

  it('a listener that throws does not change what the caller gets', async () => {
    global.fetch = createFetchMock({ 'GET /api/categories': [503, { message: 'Down' }] }).fetchMock;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const off = onApiError(() => {
      throw new Error('listener bug');
    });
    await expect(api.get('/api/categories')).rejects.toMatchObject({ status: 503, message: 'Down' });
    off();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('apiFetch resolves with status, headers and body for an error status, and still reports it', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    global.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ message: 'x', errors: { email: ['x'] } }), {
          status: 422,
          headers: { 'content-type': 'application/json', Precognition: 'true' },
        }),
    );
    const seen: number[] = [];
    const off = onApiError((e) => seen.push(e.status));
    const response = await apiFetch('/api/login', { method: 'POST', body: {} });
    off();
    expect(response).toMatchObject({ status: 422, ok: false, body: { message: 'x', errors: { email: ['x'] } } });
    expect(response.headers.get('precognition')).toBe('true');
    expect(seen).toEqual([422]);
  });
});

describe('writes: Idempotency-Key and the retry of a lost answer', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  type Answer = [number, unknown?, Record<string, string>?] | 'network';

  /** A fetch answering each call with the next of `answers`; records method, key and body. */
  function scripted(...answers: Answer[]) {
    const calls: Array<{ method: string; key: string | undefined; body: unknown }> = [];
    const fetchMock = jest.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ method: (init.method ?? 'GET').toUpperCase(), key: headers['Idempotency-Key'], body: init.body });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      const [status, body, extra = {}] = answer;
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
      });
    });
    global.fetch = fetchMock;
    return calls;
  }

  let reported: number[];
  let off: () => void;
  beforeEach(() => {
    clearCookies();
    document.cookie = 'XSRF-TOKEN=present; Path=/';
    configureApiClient({ baseUrl: '', getLocale: () => 'en' });
    reported = [];
    off = onApiError((error) => reported.push(error.status));
  });
  afterEach(() => {
    off();
    jest.useRealTimers();
  });

  it('sends a new key with every write, none with a read', async () => {
    const calls = scripted([200, { ok: true }]);
    await api.post('/api/favorites', { business_id: 1 });
    await api.put('/api/user/profile', { name: 'A' });
    await api.patch('/api/x', {});
    await api.delete('/api/x');
    await api.get('/api/categories');
    const form = new FormData();
    form.set('caption', 'x');
    await api.post('/api/businesses/1/images', form);
    const keys = calls.map((call) => call.key);
    expect(keys[4]).toBeUndefined();
    const writeKeys = keys.filter((key) => key !== undefined);
    expect(writeKeys).toHaveLength(5);
    for (const key of writeKeys) expect(key).toMatch(UUID);
    expect(new Set(writeKeys).size).toBe(5);
  });

  it('a 502 then a 200 is one logical write: the same key sent twice, nothing reported', async () => {
    const calls = scripted([502, { message: 'Bad Gateway' }], [200, { favorite: true }]);
    await expect(api.post('/api/favorites', { business_id: 1 })).resolves.toEqual({ favorite: true });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.key).toMatch(UUID);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(calls[1]!.body).toBe(calls[0]!.body);
    expect(reported).toEqual([]);
  });

  it('retries a write that got no answer at all, and a 503 and a 504, with the same key', async () => {
    const calls = scripted('network', [503], [504], [201, { id: 7 }]);
    jest.useFakeTimers();
    const result = api.post('/api/messages', { text: 'hi' });
    await jest.advanceTimersByTimeAsync(250 + 1000 + 2000);
    await expect(result).resolves.toEqual({ id: 7 });
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
    expect(reported).toEqual([]);
  });

  it('waits 250 ms, 1 s, 2 s, then reports the last failure once', async () => {
    const calls = scripted([502, { message: 'Bad Gateway' }]);
    jest.useFakeTimers();
    const result = api.post('/api/favorites', { business_id: 1 }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(249);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(4);
    expect(await result).toMatchObject({ status: 502 });
    expect(reported).toEqual([502]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(4);
  });

  it("waits a 409's Retry-After (the first send still running) and then gets the first answer", async () => {
    const calls = scripted([409, { message: 'still running' }, { 'retry-after': '3' }], [200, { favorite: true }]);
    jest.useFakeTimers();
    const result = api.post('/api/favorites', { business_id: 1 });
    await jest.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ favorite: true });
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(reported).toEqual([]);
  });

  it("does not retry a 4xx, a 500, a 409 of the write's own rules, or a read", async () => {
    for (const status of [422, 403, 500, 409]) {
      const calls = scripted([status, { message: 'no' }]);
      await expect(api.post('/api/favorites', {})).rejects.toMatchObject({ status });
      expect(calls).toHaveLength(1);
    }
    const reads = scripted([502, { message: 'Bad Gateway' }]);
    await expect(api.get('/api/categories')).rejects.toMatchObject({ status: 502 });
    expect(reads).toHaveLength(1);
    const offline = scripted('network');
    await expect(api.get('/api/categories')).rejects.toMatchObject({ status: 0 });
    expect(offline).toHaveLength(1);
    expect(reported).toEqual([422, 403, 500, 409, 502, 0]);
  });

  it('uses the key the caller gives, and stops retrying when the caller cancels', async () => {
    const calls = scripted([502, { message: 'Bad Gateway' }], [200, {}]);
    await api.post('/api/favorites', {}, { idempotencyKey: 'my-key' });
    expect(calls.map((call) => call.key)).toEqual(['my-key', 'my-key']);

    const cancelled = scripted([502, { message: 'Bad Gateway' }]);
    jest.useFakeTimers();
    const controller = new AbortController();
    const result = api.post('/api/favorites', {}, { signal: controller.signal }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(100);
    controller.abort(new DOMException('left the page', 'AbortError'));
    expect(await result).toMatchObject({ name: 'AbortError' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(cancelled).toHaveLength(1);
  });
});
