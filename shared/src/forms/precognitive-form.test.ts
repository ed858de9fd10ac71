import { configureApiClient, onApiError, type ApiRequestInfo } from '../api/client';
import { FORM_VALIDATION_DEBOUNCE_MS, FORM_VALIDATION_TIMEOUT_MS } from '../constants';
import { createPrecognitiveForm } from './precognitive-form';

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = (init: RequestInit) => Promise<Response>;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** Laravel's answers to a validation-only request. */
const precognitive = {
  success: () => new Response(null, { status: 204, headers: { Precognition: 'true', 'Precognition-Success': 'true', Vary: 'Precognition' } }),
  invalid: (errors: Record<string, string[]>) =>
    json(422, { message: Object.values(errors).flat()[0], errors }, { Precognition: 'true', Vary: 'Precognition' }),
};

/** A fetch that answers each call with the next answer in line and records what was sent. */
function mockFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      method: init.method ?? 'GET',
      url: String(input),
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${String(input)}`);
    return answer(init);
  });
  return calls;
}

/** Never answers; rejects when the request is aborted (our timeout, or a newer request). */
const hang: Answer = (init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

/**
 * laravel-precognition (and our client for it) load with the form's first call that needs the
 * validator: a few module loads and promise turns, all of them without timers.
 */
async function untilValidatorLoaded(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await jest.advanceTimersByTimeAsync(0);
}

function loginForm() {
  return createPrecognitiveForm({ method: 'post', url: '/api/login', data: { email: '', password: '' } });
}

beforeEach(() => {
  jest.useFakeTimers();
  configureApiClient({ baseUrl: '', getLocale: () => 'en' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
});

afterEach(() => {
  jest.useRealTimers();
});

describe('precognitive form: the requests', () => {
  it('validates a changed field at once with the Precognition headers, the touched fields only', async () => {
    const calls = mockFetch(async () => precognitive.invalid({ email: ['The email field must be a valid email address.'] }));
    const form = loginForm();
    form.setData('email', 'not-an-email');
    form.validate('email');
    await jest.advanceTimersByTimeAsync(0);

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/login',
      headers: { Precognition: 'true', 'Precognition-Validate-Only': 'email', 'X-LANG': 'en', 'X-XSRF-TOKEN': 't' },
      body: { email: 'not-an-email', password: '' },
    });
    expect(form.getState().touched).toEqual(['email']);
    expect(form.errorsFor('email')).toEqual(['The email field must be a valid email address.']);
    expect(form.errorsFor('password')).toEqual([]);
  });

  it('does not send anything for a field whose value did not change', async () => {
    const calls = mockFetch();
    const form = loginForm();
    form.validate('email');
    await jest.advanceTimersByTimeAsync(FORM_VALIDATION_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
  });

  it(`debounces: changes within ${FORM_VALIDATION_DEBOUNCE_MS} ms make one request ${FORM_VALIDATION_DEBOUNCE_MS} ms after the last`, async () => {
    const calls = mockFetch(
      async () => precognitive.success(),
      async () => precognitive.success(),
    );
    const form = loginForm();
    form.setData('email', 'a@b.test');
    form.validate('email'); // leading edge: sent at once
    await jest.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);

    form.setData('password', 'x');
    form.validate('password');
    await jest.advanceTimersByTimeAsync(400);
    form.setData('email', 'c@d.test');
    form.validate('email');
    await jest.advanceTimersByTimeAsync(FORM_VALIDATION_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers['Precognition-Validate-Only']!.split(',').sort()).toEqual(['email', 'password']);
    expect(calls[1]!.body).toEqual({ email: 'c@d.test', password: 'x' });
  });

  it(`gives up after ${FORM_VALIDATION_TIMEOUT_MS} ms and reports the timeout on the form`, async () => {
    mockFetch(hang);
    const form = loginForm();
    form.setData('email', 'a@b.test');
    form.validate('email');
    await jest.advanceTimersByTimeAsync(FORM_VALIDATION_TIMEOUT_MS - 1);
    expect(form.getState()).toMatchObject({ validating: true, validationError: null });

    await jest.advanceTimersByTimeAsync(1);
    expect(form.getState()).toMatchObject({ validating: false, validatingFields: [] });
    expect(form.getState().validationError).toMatchObject({ name: 'NetworkError', reason: 'timeout' });
  });

  it('a validation request is no failure for the error catalogue on 422 or timeout (handled)', async () => {
    mockFetch(async () => precognitive.invalid({ email: ['x'] }));
    const seen: ApiRequestInfo[] = [];
    const off = onApiError((_e, request) => seen.push(request));
    const form = loginForm();
    form.setData('email', 'x');
    form.validate('email');
    await jest.advanceTimersByTimeAsync(0);
    off();
    expect(seen).toEqual([{ method: 'POST', path: '/api/login', handled: [422, 0] }]);
  });
});

describe('precognitive form: the answers', () => {
  it('keeps every message of a field as a list, and clears a field once it validates', async () => {
    mockFetch(
      async () => precognitive.invalid({ password: ['The password field must be a string.', 'Too short.'] }),
      async () => precognitive.success(),
    );
    const form = loginForm();
    form.setData('password', '1');
    form.validate('password');
    await jest.advanceTimersByTimeAsync(0);
    expect(form.errorsFor('password')).toEqual(['The password field must be a string.', 'Too short.']);
    expect(form.isInvalid('password')).toBe(true);
    expect(form.isValid('password')).toBe(false);

    form.setData('password', 'long enough');
    form.validate('password');
    await jest.advanceTimersByTimeAsync(FORM_VALIDATION_DEBOUNCE_MS);
    expect(form.getState().errors).toEqual({});
    expect(form.isValid('password')).toBe(true);
    expect(form.isValid('email')).toBe(false); // never validated
  });

  it('fails with an error when a success answer lacks the Precognition header, leaving the errors alone', async () => {
    mockFetch(async () => new Response(null, { status: 204 }));
    const form = loginForm();
    form.setErrors({ email: ['from before'] });
    form.setData('email', 'a@b.test');
    form.validate('email');
    await jest.advanceTimersByTimeAsync(0);
    expect(form.getState().validationError?.message).toMatch(/Did not receive a Precognition response/);
    expect(form.errorsFor('email')).toEqual(['from before']);
    expect(form.getState().validating).toBe(false);
  });

  it('does not take field errors from a 422 without the Precognition header', async () => {
    mockFetch(async () => json(422, { message: 'x', errors: { email: ['not precognitive'] } }));
    const form = loginForm();
    form.setData('email', 'a');
    form.validate('email');
    await jest.advanceTimersByTimeAsync(0);
    expect(form.getState().validationError?.message).toMatch(/Did not receive a Precognition response/);
    expect(form.getState().errors).toEqual({});
  });

  it('shows which fields are being validated while the request is in flight', async () => {
    let answer!: (response: Response) => void;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const form = loginForm();
    form.setData('email', 'a@b.test');
    form.validate('email');
    await jest.advanceTimersByTimeAsync(0);
    expect(form.getState().validating).toBe(true);
    expect(form.isValidating('email')).toBe(true);
    expect(form.isValidating('password')).toBe(false);
    expect(form.getState().processing).toBe(false);

    answer(precognitive.success());
    await jest.advanceTimersByTimeAsync(0);
    expect(form.getState().validating).toBe(false);
    expect(form.isValidating('email')).toBe(false);
  });

  it('submits for real: no Precognition header, processing while in flight, a 422 fills the field errors', async () => {
    let answer!: (response: Response) => void;
    const calls = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const seen: ApiRequestInfo[] = [];
    const off = onApiError((_e, request) => seen.push(request));
    const form = loginForm();
    form.setData({ email: 'a@b.test', password: 'wrong' });
    const submitted = form.submit({ handled: [422] }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(0);
    expect(form.getState().processing).toBe(true);
    expect(calls[0]!.headers).not.toHaveProperty('Precognition');
    expect(calls[0]!.body).toEqual({ email: 'a@b.test', password: 'wrong' });

    answer(json(422, { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } }));
    expect(await submitted).toMatchObject({ status: 422 });
    off();
    expect(form.getState().processing).toBe(false);
    expect(form.errorsFor('email')).toEqual(['These credentials do not match our records.']);
    expect(seen[0]!.handled).toEqual([422]);
  });

  it('reset forgets data, touched fields and errors', async () => {
    mockFetch(async () => precognitive.invalid({ email: ['x'] }));
    const form = loginForm();
    form.setData('email', 'bad');
    form.validate('email');
    await jest.advanceTimersByTimeAsync(0);
    form.reset();
    expect(form.getState()).toMatchObject({ data: { email: '', password: '' }, touched: [], errors: {}, validationError: null });
  });

  it('cancel drops a validation waiting for its debounce', async () => {
    const calls = mockFetch(async () => precognitive.success());
    const form = loginForm();
    form.setData('email', 'a@b.test');
    form.validate('email');
    await jest.advanceTimersByTimeAsync(0);
    form.setData('email', 'c@d.test');
    form.validate('email');
    form.cancel();
    await jest.advanceTimersByTimeAsync(FORM_VALIDATION_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
  });
});

describe('precognitive form: before laravel-precognition has loaded (it comes with the first call that needs the validator)', () => {
  it('shows errors and touched fields at once, and hands them to the validator when it arrives', async () => {
    const calls = mockFetch(async () => precognitive.success());
    const form = loginForm();
    form.setErrors({ email: ['Taken.'] });
    form.touch('password');
    expect(form.getState()).toMatchObject({ errors: { email: ['Taken.'] }, touched: ['password'] });
    form.setData('email', 'a@b.test');
    form.validate('email');
    await jest.advanceTimersByTimeAsync(0);
    // The validation asked for before the load is sent once it has loaded, with both touched fields.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['Precognition-Validate-Only']!.split(',').sort()).toEqual(['email', 'password']);
    expect(form.errorsFor('email')).toEqual([]);
    expect([...form.getState().touched].sort()).toEqual(['email', 'password']);
  });

  it('when laravel-precognition cannot be loaded, the form reports it and still submits', async () => {
    const calls = mockFetch(async () => json(200, { id: 1 }));
    // A fresh registry that stays in place while the form loads its client and the library lazily.
    jest.resetModules();
    jest.doMock('laravel-precognition', () => {
      throw new Error('Loading chunk precognition failed');
    });
    const isolated = require('./precognitive-form') as typeof import('./precognitive-form');
    const form = isolated.createPrecognitiveForm({ method: 'post', url: '/api/login', data: { email: 'a@b.test', password: 'secret' } });
    await untilValidatorLoaded();
    // Nothing asked for the validator yet, so nothing was loaded.
    expect(form.getState().validationError).toBeNull();
    form.touch('email');
    await untilValidatorLoaded();
    expect(form.getState().validationError?.message).toBe('Loading chunk precognition failed');
    await expect(form.submit()).resolves.toEqual({ id: 1 });
    expect(calls).toHaveLength(1);
    jest.dontMock('laravel-precognition');
    jest.resetModules();
  });

  it('cancel drops a validation that waits for the validator, as it drops a debounced one', async () => {
    const calls = mockFetch();
    const form = loginForm();
    form.setData('email', 'a@b.test');
    form.validate('email');
    form.cancel();
    await jest.advanceTimersByTimeAsync(FORM_VALIDATION_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
  });
});

describe('precognitive form: a multi-section form (nested fields, rows, files)', () => {
  interface Listing {
    title: string;
    financials: Array<{ month: string; revenue: number | null }>;
    photo: File | null;
  }
  const listingForm = () =>
    createPrecognitiveForm<Listing>({
      method: 'post',
      url: '/api/listings',
      data: { title: '', financials: [{ month: '2026-01', revenue: null }], photo: null },
    });

  it('sets and validates a nested field by its dotted path; its errors come back under that path', async () => {
    const calls = mockFetch(async () => precognitive.invalid({ 'financials.0.revenue': ['The revenue must be a number.'] }));
    const form = listingForm();
    form.setData('financials.0.revenue', -1);
    expect(form.getState().data.financials).toEqual([{ month: '2026-01', revenue: -1 }]);
    form.validate('financials.0.revenue');
    await untilValidatorLoaded();
    expect(calls[0]!.headers['Precognition-Validate-Only']).toBe('financials.0.revenue');
    expect(calls[0]!.body).toMatchObject({ financials: [{ month: '2026-01', revenue: -1 }] });
    expect(form.errorsFor('financials.0.revenue')).toEqual(['The revenue must be a number.']);
    expect(form.isInvalid('financials.0.revenue')).toBe(true);
  });

  it('adds and removes rows; the messages of later rows move up with their row', () => {
    const form = listingForm();
    form.addRow('financials', { month: '2026-02', revenue: 10 });
    form.addRow('financials', { month: '2026-03', revenue: 20 });
    expect(form.getState().data.financials.map((row) => row.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    form.setErrors({ title: ['Required.'], 'financials.0.revenue': ['First.'], 'financials.2.revenue': ['Third.'] });
    form.removeRow('financials', 0);
    expect(form.getState().data.financials.map((row) => row.month)).toEqual(['2026-02', '2026-03']);
    expect(form.getState().errors).toEqual({ title: ['Required.'], 'financials.1.revenue': ['Third.'] });
  });

  it('a file makes the submit multipart, nested fields in bracket notation', async () => {
    const calls = mockFetch(async () => json(201, { id: 9 }));
    const form = listingForm();
    const photo = new File(['png'], 'shop.png', { type: 'image/png' });
    form.setData({ title: 'Shop', photo });
    form.setData('financials.0.revenue', 1200);
    await form.submit();
    const body = calls[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('title')).toBe('Shop');
    expect(body.get('financials[0][month]')).toBe('2026-01');
    expect(body.get('financials[0][revenue]')).toBe('1200');
    expect((body.get('photo') as File).name).toBe('shop.png');
  });

  it("a submit's 422 fills the fields AND reaches the error catalogue (spec §8: the toast too)", async () => {
    mockFetch(async () => json(422, { message: 'The title field is required.', errors: { title: ['The title field is required.'] } }));
    const seen: ApiRequestInfo[] = [];
    const off = onApiError((_e, request) => seen.push(request));
    const form = listingForm();
    await form.submit().catch(() => undefined);
    off();
    expect(form.errorsFor('title')).toEqual(['The title field is required.']);
    expect(seen).toEqual([{ method: 'POST', path: '/api/listings', handled: [] }]);
  });
});

describe('precognitive form: settle before the browser sets its own errors', () => {
  it('waits for the validation in flight, so its late answer cannot replace errors set afterwards', async () => {
    let answer!: (response: Response) => void;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const form = loginForm();
    form.setData('password', 'x');
    form.validate('password');
    await untilValidatorLoaded();
    let settled = false;
    const settling = form.settle().then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    answer(precognitive.success());
    await settling;
    form.setErrors({ password: ['The passwords do not match.'] });
    await jest.advanceTimersByTimeAsync(FORM_VALIDATION_DEBOUNCE_MS * 2);
    expect(form.errorsFor('password')).toEqual(['The passwords do not match.']);
  });
});
