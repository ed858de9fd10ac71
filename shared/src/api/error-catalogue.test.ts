import i18next from 'i18next';
import { createFetchMock } from '../testing';
import { COMMON_NS, registerCommonNamespace } from '../i18n/common-namespace';
import { initI18n } from '../i18n/i18n';
import { onSessionEnd } from '../session/session-end';
import { sessionStore } from '../stores/session';
import type { ToastMessage } from '../stores/toast';
import { makeUser } from '../testing/factories';
import { ApiError } from './api-error';
import { api, configureApiClient, type ApiRequestInfo } from './client';
import { createErrorCatalogue, installErrorCatalogue, type ErrorCatalogueDeps } from './error-catalogue';
import { NetworkError } from './network-error';

const GET: ApiRequestInfo = { method: 'GET', path: '/api/anything', handled: [] };

function error(status: number, body: ApiError['body'] = null): ApiError {
  return new ApiError(status, body);
}

function setup(overrides: Partial<ErrorCatalogueDeps> = {}) {
  const toasts: ToastMessage[] = [];
  const navigate = jest.fn();
  const forceLogin = jest.fn();
  let clock = 1_000_000;
  const listener = createErrorCatalogue({
    toast: (message) => toasts.push(message),
    navigate,
    forceLogin,
    currentPath: () => '/search',
    now: () => clock,
    ...overrides,
  });
  return {
    toasts,
    navigate,
    forceLogin,
    emit: (e: ApiError, request: ApiRequestInfo = GET) => listener(e, request),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

beforeAll(async () => {
  registerCommonNamespace();
  await initI18n('en');
  await i18next.loadNamespaces(COMMON_NS);
});

describe('error catalogue in English', () => {
  beforeAll(() => initI18n('en'));

  it('403: error toast "Access denied" for 30 s', () => {
    const { toasts, emit } = setup();
    emit(error(403, { message: 'This action is unauthorized.' }));
    expect(toasts).toEqual([{ severity: 'error', summary: 'Access denied', life: 30_000 }]);
  });

  it('422: warning "Processing errors" listing every field message on its own line, 10 s', () => {
    const { toasts, emit } = setup();
    emit(
      error(422, {
        message: 'The email field is required. (and 2 more errors)',
        errors: { email: ['The email field is required.'], password: ['The password field is required.', 'Too short.'] },
      }),
    );
    expect(toasts).toEqual([
      {
        severity: 'warn',
        summary: 'Processing errors',
        detail: 'The email field is required.\nThe password field is required.\nToo short.',
        life: 10_000,
      },
    ]);
  });

  it('422 without field errors shows the message', () => {
    const { toasts, emit } = setup();
    emit(error(422, { message: 'The given data was invalid.' }));
    expect(toasts[0]).toMatchObject({ summary: 'Processing errors', detail: 'The given data was invalid.' });
  });

  it('429: warning "Too Many Requests" / "Please wait before trying again.", 10 s', () => {
    const { toasts, emit } = setup();
    emit(error(429, { message: 'Too Many Attempts.' }));
    expect(toasts).toEqual([{ severity: 'warn', summary: 'Too Many Requests', detail: 'Please wait before trying again.', life: 10_000 }]);
  });

  it('503: warning with the server message for 30 s, or "Service unavailable"', () => {
    const withMessage = setup();
    withMessage.emit(error(503, { message: 'Down for maintenance' }));
    expect(withMessage.toasts).toEqual([{ severity: 'warn', summary: 'Down for maintenance', life: 30_000 }]);

    const without = setup();
    without.emit(error(503));
    expect(without.toasts).toEqual([{ severity: 'warn', summary: 'Service unavailable', life: 30_000 }]);
  });

  it.each([500, 400, 409, 419, 502])('%i: error "Something went wrong. Please try again later.", 10 s', (status) => {
    const { toasts, emit, navigate, forceLogin } = setup();
    emit(error(status, { message: 'Server Error' }));
    expect(toasts).toEqual([{ severity: 'error', summary: 'Something went wrong. Please try again later.', life: 10_000 }]);
    expect(navigate).not.toHaveBeenCalled();
    expect(forceLogin).not.toHaveBeenCalled();
  });

  it('no answer at all (network failure, timeout) is "anything else"', () => {
    const { toasts, emit } = setup();
    emit(new NetworkError('timeout'));
    expect(toasts).toEqual([{ severity: 'error', summary: 'Something went wrong. Please try again later.', life: 10_000 }]);
  });

  it('404 goes to /404, replacing the page, and shows nothing', () => {
    const { toasts, emit, navigate } = setup();
    emit(error(404, { message: 'Not Found.' }));
    expect(navigate).toHaveBeenCalledWith('/404', { replace: true });
    expect(toasts).toEqual([]);
  });

  it('404 on the 404 page does not navigate again', () => {
    const { emit, navigate } = setup({ currentPath: () => '/404' });
    emit(error(404));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('307 goes to the path in the message', () => {
    const { emit, navigate, toasts } = setup();
    emit(error(307, { message: '/business-unavailable' }));
    expect(navigate).toHaveBeenCalledWith('/business-unavailable', { replace: true });
    expect(toasts).toEqual([]);
  });

  it('307 to another site is refused with the generic error', () => {
    const { emit, navigate, toasts } = setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    emit(error(307, { message: '//evil.example/login' }));
    emit(error(307, { message: 'https://evil.example/' }));
    warn.mockRestore();
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts).toEqual([{ severity: 'error', summary: 'Something went wrong. Please try again later.', life: 10_000 }]);
  });

  it('401 runs the forced-login flow and shows nothing', () => {
    const { emit, forceLogin, navigate, toasts } = setup();
    emit(error(401, { message: 'Unauthenticated.' }));
    expect(forceLogin).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('an identical toast still on screen is not stacked; after its life it shows again', () => {
    const { emit, toasts, advance } = setup();
    emit(error(503));
    emit(error(503));
    advance(29_999);
    emit(error(503));
    expect(toasts).toHaveLength(1);
    emit(error(503, { message: 'Down for maintenance' })); // a different text shows at once
    expect(toasts).toHaveLength(2);
    advance(1);
    emit(error(503));
    expect(toasts).toHaveLength(3);
  });
});

describe('error catalogue in German', () => {
  beforeAll(() => initI18n('de'));
  afterAll(() => initI18n('en'));

  it.each([
    [403, { severity: 'error', summary: 'Zugriff verweigert', life: 30_000 }],
    [429, { severity: 'warn', summary: 'Zu viele Anfragen', detail: 'Bitte warten Sie, bevor Sie es erneut versuchen.', life: 10_000 }],
    [503, { severity: 'warn', summary: 'Dienst nicht verfügbar', life: 30_000 }],
    [500, { severity: 'error', summary: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.', life: 10_000 }],
  ])('%i shows the German text', (status, expected) => {
    const { toasts, emit } = setup();
    emit(error(status));
    expect(toasts).toEqual([expected]);
  });

  it('422 says "Verarbeitungsfehler" with the (server-translated) field messages', () => {
    const { toasts, emit } = setup();
    emit(error(422, { message: 'x', errors: { email: ['E-Mail-Adresse muss ausgefüllt werden.'] } }));
    expect(toasts).toEqual([{ severity: 'warn', summary: 'Verarbeitungsfehler', detail: 'E-Mail-Adresse muss ausgefüllt werden.', life: 10_000 }]);
  });

  it('404 goes to /de/404 and 307 keeps the German prefix', () => {
    const { emit, navigate } = setup({ currentPath: () => '/de/search' });
    emit(error(404));
    emit(error(307, { message: '/business-unavailable' }));
    emit(error(307, { message: '/de/pricing' }));
    expect(navigate.mock.calls).toEqual([
      ['/de/404', { replace: true }],
      ['/de/business-unavailable', { replace: true }],
      ['/de/pricing', { replace: true }],
    ]);
  });
});

describe('opting out with `handled`', () => {
  it('stays silent for the statuses the call site handles, and only for those', () => {
    const { emit, toasts, navigate, forceLogin } = setup();
    const login: ApiRequestInfo = { method: 'POST', path: '/api/login', handled: [422, 429] };
    emit(error(422, { message: 'x', errors: { email: ['x'] } }), login);
    emit(error(429), login);
    expect(toasts).toEqual([]);
    emit(error(403), login);
    expect(toasts.map((t) => t.summary)).toEqual(['Access denied']);

    const all: ApiRequestInfo = { method: 'GET', path: '/api/x', handled: 'all' };
    emit(error(401), all);
    emit(error(404), all);
    emit(new NetworkError('network'), all);
    expect(forceLogin).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts).toHaveLength(1);
  });
});

describe('installed on the API client', () => {
  const user = makeUser({ id: 1, email: 'a@b.test' });

  beforeEach(() => {
    configureApiClient({ baseUrl: '', getLocale: () => 'en' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
  });

  it('a 401 closes what registered for the session end and forgets the user; no toast, no navigation', async () => {
    global.fetch = createFetchMock({ 'GET /api/favorites': [401, { message: 'Unauthenticated.' }] }).fetchMock;
    sessionStore.getState().setUser(user);
    const closePanels = jest.fn();
    const stopPolling = jest.fn();
    const offPanels = onSessionEnd(closePanels);
    const offPolling = onSessionEnd(stopPolling);
    const toast = jest.fn();
    const navigate = jest.fn();
    // The real forced-login flow (the default), not a stand-in.
    const uninstall = installErrorCatalogue({ toast, navigate });

    await expect(api.get('/api/favorites')).rejects.toMatchObject({ status: 401 });
    uninstall();
    offPanels();
    offPolling();

    expect(closePanels).toHaveBeenCalledTimes(1);
    expect(stopPolling).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ user: null, isLoggedIn: false, guest: true });
    expect(document.cookie).toContain('guest=1');
    expect(toast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the guest check at startup (GET /api/user → 401) shows nothing and stays on the page', async () => {
    global.fetch = createFetchMock({ 'GET /api/user': [401, { message: 'Unauthenticated.' }] }).fetchMock;
    sessionStore.setState({ user: null, isLoggedIn: false, guest: false }); // not known yet
    const toast = jest.fn();
    const navigate = jest.fn();
    const uninstall = installErrorCatalogue({ toast, navigate });
    await expect(api.get('/api/user')).rejects.toMatchObject({ status: 401 });
    uninstall();
    expect(toast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.getState().guest).toBe(true);
  });

  it('a failed call toasts once; a call that handles its status itself does not; uninstall stops it', async () => {
    global.fetch = createFetchMock({
      'GET /api/categories': [403, { message: 'Forbidden' }],
      'POST /api/login': [422, { message: 'bad', errors: { email: ['bad'] } }],
    }).fetchMock;
    const toast = jest.fn();
    const uninstall = installErrorCatalogue({ toast, navigate: jest.fn() });

    await expect(api.get('/api/categories')).rejects.toBeInstanceOf(ApiError);
    const failed = await api.post('/api/login', {}, { handled: [422] }).catch((e: unknown) => e);
    expect((failed as ApiError).fieldErrors).toEqual({ email: ['bad'] });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ summary: 'Access denied' }));

    uninstall();
    await expect(api.get('/api/categories')).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledTimes(1);
  });
});
