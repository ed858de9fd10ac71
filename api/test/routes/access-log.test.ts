// The access log: one line per answered request, except the successful answers of the poll and of the
// reference data, which are counted and summarised (plugins/app/access-log.ts).
import { QUIET_SLOW_MS, QUIET_SUMMARY_MESSAGE } from '../../src/plugins/app/access-log';
import { TestClient } from '../helpers/client';
import { createTestApp, SELLER, type TestApp } from '../helpers/test-app';

interface Line {
  msg: string;
  ms?: number;
  reqId?: string;
  url?: string;
  statusCode?: number;
  route?: string;
  answers?: number;
}

let t: TestApp;
let closed = false;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
});
afterAll(async () => {
  if (!closed) await t.close();
});

const lines = () => t.logs.map((line) => JSON.parse(line) as Line);
const requestLines = (path: string) => lines().filter((line) => line.msg === 'request' && line.url?.startsWith(path));
/**
 * A quiet route's successful answers that were logged one by one: only a slow one may be (≥
 * QUIET_SLOW_MS, as a first answer on a busy machine can be), and it is then not counted.
 */
const loggedQuick = (path: string) => requestLines(path).filter((line) => line.statusCode! < 400 && line.ms! < QUIET_SLOW_MS);
const loggedSlow = (path: string) => requestLines(path).filter((line) => line.statusCode! < 400 && line.ms! >= QUIET_SLOW_MS).length;

describe('access log', () => {
  it('logs every answer of an ordinary route, and the poll and the reference data only when they fail; their answers are counted and summarised on close', async () => {
    const client = new TestClient(t.app);
    await client.login(SELLER);
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(200);
    // With the request's id (its child logger is made when it logs: lib/request-logger.ts).
    expect(requestLines('/api/user')).toEqual([expect.objectContaining({ statusCode: 200, reqId: expect.stringMatching(/^req-/) })]);

    for (let i = 0; i < 3; i++) expect((await client.request({ url: '/api/sync?timestamp=1&latestMessageId=0' })).statusCode).toBe(200);
    expect(loggedQuick('/api/sync')).toEqual([]);

    // Failures of the poll are logged one by one.
    expect((await t.app.inject({ url: '/api/sync?timestamp=1&latestMessageId=0' })).statusCode).toBe(401);
    expect((await client.request({ url: '/api/sync?timestamp=soon' })).statusCode).toBe(422);
    expect(
      requestLines('/api/sync')
        .filter((line) => line.statusCode! >= 400)
        .map((line) => line.statusCode),
    ).toEqual([401, 422]);

    // The reference data every page loads likewise: its answers (a 304 too) are counted.
    const categories = await client.request({ url: '/api/categories' });
    expect(categories.statusCode).toBe(200);
    expect((await client.request({ url: '/api/categories', headers: { 'if-none-match': categories.headers.etag as string } })).statusCode).toBe(304);
    expect((await client.request({ url: '/api/countries' })).statusCode).toBe(200);
    expect(loggedQuick('/api/categories')).toEqual([]);
    expect(loggedQuick('/api/countries')).toEqual([]);

    await t.close();
    closed = true;
    const summary = lines().filter((line) => line.msg === QUIET_SUMMARY_MESSAGE);
    const counted = [
      { route: '/api/sync', answers: 3 - loggedSlow('/api/sync') },
      { route: '/api/categories', answers: 2 - loggedSlow('/api/categories') },
      { route: '/api/countries', answers: 1 - loggedSlow('/api/countries') },
    ].filter((entry) => entry.answers > 0);
    expect(counted.length).toBeGreaterThan(0);
    expect(summary).toEqual(counted.map((entry) => expect.objectContaining(entry)));
  });
});
