// The error contract: unknown routes, malformed bodies, and a 500 that leaks nothing.
import { sql } from 'drizzle-orm';
import { BODY_LIMIT_BYTES } from '../../src/app';
import { TestClient } from '../helpers/client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ captureLogs: true });

describe('unknown routes', () => {
  it('answers 404 JSON', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not Found.' });
  });

  it('answers 404, not 419, to a POST without CSRF token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found.' });
  });
});

describe('malformed requests', () => {
  it('answers 400 JSON to a body that is not JSON', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('answers 413 JSON to a body over the limit', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.test', password: 'x'.repeat(BODY_LIMIT_BYTES) },
    });
    expect(response.statusCode).toBe(413);
    expect(Object.keys(response.json())).toEqual(['message']);
  });
});

describe('server errors', () => {
  it('answers 500 {"message":"Server Error"} without SQL, parameters or stack, and logs the details', async () => {
    // Break the database under the running app: the categories query now fails inside Drizzle,
    // whose error message carries the SQL text.
    await t.database.db.execute(sql`ALTER TABLE categories RENAME TO categories_gone`);
    const response = await t.app.inject({ url: '/api/categories', headers: { 'x-lang': 'de' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server Error' });
    expect(response.body).not.toMatch(/select|categories|name_de|stack|at \w+ \(/i);

    const logged = t.logs.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(logged?.msg).toBe('request failed');
    expect(JSON.stringify(logged?.err)).toMatch(/categories/);
  });
});
