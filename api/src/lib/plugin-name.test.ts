import Fastify from 'fastify';
import { named } from './plugin-name';

describe('named', () => {
  it('registers a plain plugin under the name given, or its function name', async () => {
    const app = Fastify();
    await app.register(named(async function healthRoutes() {}));
    await app.register(named(async () => {}, 'read routes'));
    expect(app.hasPlugin('healthRoutes')).toBe(true);
    expect(app.hasPlugin('read routes')).toBe(true);
    await app.close();
  });
});
