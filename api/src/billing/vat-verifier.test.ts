// The VIES verifier's request and its reading of VIES's answers, with the HTTP layer replaced at the
// edge (the `fetch` it is given): no network here, and VIES's real answers are what is served.
import { createViesVerifier } from './vat-verifier';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that answers every request with the given body and status, recording what was asked. */
function serving(body: unknown, status = 200) {
  const calls: Call[] = [];
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetcher, calls };
}

describe('createViesVerifier', () => {
  it("asks VIES's REST service for the country prefix and number, as JSON, with a time limit", async () => {
    const { fetcher, calls } = serving({ isValid: true, requestDate: '2026-11-24T08:00:00.000Z', userError: 'VALID', name: 'ACME GMBH' });
    await expect(createViesVerifier(fetcher).verify('AT', 'U12345675')).resolves.toBe('valid');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://ec.europa.eu/taxation_customs/vies/rest-api/ms/AT/vat/U12345675');
    expect(new Headers(calls[0]!.init?.headers).get('accept')).toBe('application/json');
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('escapes what it puts into the path', async () => {
    const { fetcher, calls } = serving({ isValid: false, userError: 'INVALID' });
    await createViesVerifier(fetcher).verify('EL', '12/34?x');
    expect(calls[0]!.url).toBe('https://ec.europa.eu/taxation_customs/vies/rest-api/ms/EL/vat/12%2F34%3Fx');
  });

  it.each([
    ['no such number (isValid false, INVALID)', { isValid: false, userError: 'INVALID' }, 'invalid'],
    ['no such number (isValid false, no userError)', { isValid: false }, 'invalid'],
    ['a member state that is down (MS_UNAVAILABLE)', { isValid: false, userError: 'MS_UNAVAILABLE' }, 'unavailable'],
    ['too many requests (MS_MAX_CONCURRENT_REQ)', { isValid: false, userError: 'MS_MAX_CONCURRENT_REQ' }, 'unavailable'],
    ['an answer without isValid', { userError: 'SERVICE_UNAVAILABLE' }, 'unavailable'],
  ])('reads %s', async (_name, body, verdict) => {
    await expect(createViesVerifier(serving(body).fetcher).verify('DE', '136695976')).resolves.toBe(verdict);
  });

  it('treats an HTTP error or a body that is not JSON as unavailable (asked again later), never as invalid', async () => {
    await expect(createViesVerifier(serving({ message: 'Bad Gateway' }, 502).fetcher).verify('DE', '136695976')).resolves.toBe('unavailable');
    await expect(createViesVerifier(serving('<html>maintenance</html>').fetcher).verify('DE', '136695976')).resolves.toBe('unavailable');
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(createViesVerifier(refused).verify('DE', '136695976')).resolves.toBe('unavailable');
  });

  it('gives up when VIES does not answer within the time limit', async () => {
    // Answers only when the request is aborted, as a hanging connection does.
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const started = Date.now();
    await expect(createViesVerifier(hanging, 50).verify('DE', '136695976')).resolves.toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
