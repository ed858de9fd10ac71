import { api, configureApiClient } from './client';
import { ApiError } from './api-error';
import { NetworkError } from './network-error';

/** A stand-in for the browser's XMLHttpRequest: the test decides what the server answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** The server's answer after the body went out in two steps. */
  answer(status: number, json: unknown) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    this.status = status;
    this.responseText = JSON.stringify(json);
    this.responseHeaders = 'content-type: application/json\r\nx-request-id: 7\r\n';
    this.onload?.();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploads with progress (XMLHttpRequest)', () => {
  const realXhr = global.XMLHttpRequest;
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=tok; Path=/';
    configureApiClient({ baseUrl: '', getLocale: () => 'de' });
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    global.XMLHttpRequest = realXhr;
  });

  it('reports progress and resolves with the JSON answer, with credentials, locale and CSRF token', async () => {
    const progress: number[] = [];
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    const call = api.post('/api/businesses/1/images', form, { onUploadProgress: ({ loaded, total }) => progress.push(loaded / total) });
    await settle();
    const xhr = FakeXhr.last!;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/businesses/1/images', withCredentials: true, body: form });
    expect(xhr.headers).toMatchObject({ 'X-LANG': 'de', 'X-XSRF-TOKEN': 'tok', Accept: 'application/json' });
    expect(xhr.headers['Content-Type']).toBeUndefined();
    xhr.answer(201, { image: { id: 3 } });
    await expect(call).resolves.toEqual({ image: { id: 3 } });
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with the ApiError of a 422, field errors included', async () => {
    const call = api.post('/api/businesses/1/images', new FormData(), { onUploadProgress: () => undefined, handled: [422] });
    await settle();
    FakeXhr.last!.answer(422, { message: 'Bad', errors: { file: ['Bad'] } });
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ file: ['Bad'] });
  });

  it('sends an upload that got no answer again (same form, same Idempotency-Key), then gives up with a NetworkError; a cancellation aborts the request', async () => {
    const form = new FormData();
    const sent: Array<{ key: string | undefined; body: unknown }> = [];
    jest.useFakeTimers();
    try {
      const failing = api.post('/api/x', form, { onUploadProgress: () => undefined, handled: 'all' }).catch((caught: unknown) => caught);
      // The first send, then a retry after each of 250 ms, 1 s and 2 s (client.ts WRITE_RETRY_DELAYS_MS).
      for (const wait of [0, 250, 1000, 2000]) {
        await jest.advanceTimersByTimeAsync(wait);
        const xhr = FakeXhr.last!;
        sent.push({ key: xhr.headers['Idempotency-Key'], body: xhr.body });
        xhr.onerror?.();
      }
      expect(await failing).toBeInstanceOf(NetworkError);
    } finally {
      jest.useRealTimers();
    }
    expect(sent).toHaveLength(4);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    for (const each of sent) expect(each).toEqual({ key: sent[0]!.key, body: form });

    const controller = new AbortController();
    const cancelled = api.post('/api/x', new FormData(), { onUploadProgress: () => undefined, signal: controller.signal });
    await settle();
    controller.abort();
    await expect(cancelled).rejects.not.toBeInstanceOf(NetworkError);
  });
});
