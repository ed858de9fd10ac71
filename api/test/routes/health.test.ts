import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('GET /health', () => {
  it('answers ok after querying the database, naming the driver', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.leg });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends the API security headers', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 503 without details once the database is gone', async () => {
    await t.database.close();
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Service Unavailable' });
  });
});
