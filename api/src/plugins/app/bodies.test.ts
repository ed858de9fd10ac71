import Fastify, { type FastifyInstance } from 'fastify';
import formbodyPlugin from '../external/formbody';
import bodiesPlugin, { multipartBodies } from './bodies';
import nulBytesPlugin from './nul-bytes';

async function appWith(routes: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(formbodyPlugin);
  await app.register(nulBytesPlugin);
  await app.register(bodiesPlugin);
  await app.register(routes);
  return app;
}

const FORM = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMira\r\n--x--\r\n';

describe('where multipart bodies are read', () => {
  it('a route that takes a body reads a multipart form inside the context of multipartBodies', async () => {
    const app = await appWith(async (writes) => {
      await writes.register(multipartBodies);
      writes.post('/form', async (request) => request.body);
    });
    const response = await app.inject({ method: 'POST', url: '/form', payload: FORM, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(response.json()).toEqual({ name: 'Mira' });
    await app.close();
  });

  it('a read-only route may be declared outside it', async () => {
    const app = await appWith(async (reads) => {
      reads.get('/read', async () => ({ ok: true }));
    });
    expect((await app.inject({ url: '/read' })).json()).toEqual({ ok: true });
    await app.close();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('a %s route declared outside it stops the app at start, naming it', async (method) => {
    const app = await appWith(async (reads) => {
      reads.route({ method, url: '/outside', handler: async () => ({ ok: true }) });
    }).catch((error: unknown) => error);
    expect(app).toBeInstanceOf(Error);
    expect((app as Error).message).toBe(`${method} /outside takes a body: declare it where multipart bodies are read (multipartBodies, see app.ts)`);
  });
});
