// Issue #9 point 10, tried as outsiders do: real axios in Node (a client nobody here wrote) against
// the app listening on a port. axios keeps no cookies in Node and copies XSRF-TOKEN only in browsers,
// so this test does both by hand, as a browser would; the bodies are axios's own: a form-encoded
// login (URLSearchParams) and a logout with no data at all.
import type { AddressInfo } from 'node:net';
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { FREE, useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** An axios instance with a small cookie jar that echoes XSRF-TOKEN in X-XSRF-TOKEN. */
function browserLikeAxios(baseURL: string): AxiosInstance {
  const jar = new Map<string, string>();
  const client = axios.create({ baseURL, validateStatus: () => true, headers: { accept: 'application/json' } });
  client.interceptors.request.use((config) => {
    if (jar.size > 0) config.headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf !== undefined) config.headers.set('x-xsrf-token', decodeURIComponent(xsrf));
    return config;
  });
  client.interceptors.response.use((response: AxiosResponse) => {
    for (const line of response.headers['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  });
  return client;
}

describe('axios in Node', () => {
  let baseURL = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseURL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('gets the CSRF cookie, logs in with a form, reads the user, logs out with an empty body and is logged out', async () => {
    const client = browserLikeAxios(baseURL);
    expect((await client.get('/sanctum/csrf-cookie')).status).toBe(204);

    const login = await client.post('/api/login', new URLSearchParams({ email: FREE.email, password: FREE.password, remember: '1' }));
    expect(login.config.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect({ status: login.status, email: login.data.email }).toEqual({ status: 200, email: FREE.email });

    const user = await client.get('/api/user');
    expect({ status: user.status, email: user.data.email }).toEqual({ status: 200, email: FREE.email });

    // What axios sends for `post(url)` with no data (an empty form-encoded request): no 415 any more.
    const logout = await client.post('/api/logout');
    expect(logout.status).toBe(204);

    const after = await client.get('/api/user');
    expect({ status: after.status, body: after.data }).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});
