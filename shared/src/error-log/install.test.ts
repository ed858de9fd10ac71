import { ERROR_LOG_STORAGE_KEY } from '../constants';
import type { ErrorLogBatch } from '../contract/error-log';
import { getErrorLog, installErrorLog, reportError, reportRenderError, resetErrorLogForTests } from './install';

/** jsdom has no PromiseRejectionEvent; the listener reads only `reason`. */
function rejectionEvent(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('installErrorLog', () => {
  beforeEach(() => {
    resetErrorLogForTests();
    localStorage.clear();
  });
  afterEach(() => resetErrorLogForTests());

  it('queues window errors with their line, column and script', () => {
    installErrorLog({ isOnline: () => false });
    const error = new RangeError('window boom');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, lineno: 3, colno: 14, filename: 'http://localhost/main.js' }));
    expect(getErrorLog().events).toEqual([
      expect.objectContaining({
        type: 'window.onerror',
        name: 'RangeError',
        message: 'window boom',
        line: 3,
        column: 14,
        url: 'http://localhost/main.js',
        href: window.location.href,
        userAgent: navigator.userAgent,
      }),
    ]);
  });

  it('keeps the message of a cross-origin "Script error." that has no error object', () => {
    installErrorLog({ isOnline: () => false });
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(getErrorLog().events[0]).toMatchObject({ type: 'window.onerror', message: 'Script error.', stack: null });
  });

  it('queues unhandled rejections, Error or not', () => {
    installErrorLog({ isOnline: () => false });
    window.dispatchEvent(rejectionEvent(new Error('rejected')));
    window.dispatchEvent(rejectionEvent({ code: 42 }));
    window.dispatchEvent(rejectionEvent({ message: 'error-like' }));
    window.dispatchEvent(rejectionEvent('plain text'));
    expect(getErrorLog().events).toEqual([
      expect.objectContaining({ type: 'unhandledrejection', name: 'Error', message: 'rejected' }),
      expect.objectContaining({ type: 'unhandledrejection', name: 'Object', message: '{"code":42}' }),
      expect.objectContaining({ type: 'unhandledrejection', name: 'Object', message: 'error-like' }),
      expect.objectContaining({ type: 'unhandledrejection', name: 'Error', message: 'plain text', stack: null }),
    ]);
  });

  it('offers a manual API and one for error boundaries, and persists what they queue', () => {
    installErrorLog({ isOnline: () => false });
    reportError(new Error('caught by hand'), { orderId: 7 });
    reportRenderError(new Error('render failed'), '\n    at Listing', { remote: 'mfe_listings' });
    expect(getErrorLog().events).toEqual([
      expect.objectContaining({ type: 'manual', message: 'caught by hand', extra: { orderId: 7 } }),
      expect.objectContaining({ type: 'react', message: 'render failed', extra: { remote: 'mfe_listings', componentStack: '\n    at Listing' } }),
    ]);
    expect(JSON.parse(localStorage.getItem(ERROR_LOG_STORAGE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('queues reports made before installation and sends them to the configured endpoint', async () => {
    reportError(new Error('early'));
    const batches: Array<{ url: string; body: ErrorLogBatch }> = [];
    const fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      batches.push({ url: String(url), body: JSON.parse(String(init?.body)) as ErrorLogBatch });
      return new Response(null, { status: 204 });
    });
    global.fetch = fetchMock as typeof fetch;
    installErrorLog({ endpoint: '/custom/log/js' });
    await getErrorLog().flush();
    expect(batches).toEqual([{ url: '/custom/log/js', body: expect.objectContaining({ events: [expect.objectContaining({ message: 'early' })] }) }]);
  });

  it('installs once and stops listening when uninstalled', () => {
    const stop = installErrorLog({ isOnline: () => false });
    expect(installErrorLog()).toBe(stop);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('one') }));
    expect(getErrorLog().size).toBe(1);
    stop();
    // jest's jsdom environment fails the test on an error event that no listener handles.
    const bystander = () => undefined;
    window.addEventListener('error', bystander);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('two') }));
    window.removeEventListener('error', bystander);
    expect(getErrorLog().size).toBe(1);
  });

  it('does not log the errors of its own sends', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    installErrorLog();
    reportError(new Error('only this'));
    await getErrorLog().flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getErrorLog().events.map((e) => e.message)).toEqual(['only this']);
  });
});
