// Paths defined once (issue #28, points 1 and 4): the API registers its routes from the contract's
// paths (`shared/src/contract/api-paths/*`, the same entries the clients build their URLs with), and
// each area says which methods each path serves (`*_ENDPOINTS`). This holds the two to each other —
// every endpoint of the contract is served by the app, every route the app serves is in the contract —
// and holds the generated API reference (plugins/app/api-docs.ts) to the routes: it documents each one.
import type { FastifyInstance } from 'fastify';
import { API_AREAS, API_ENDPOINTS, DEV_PATHS, endpointKey, HTTP_METHODS } from '@bizmarkt/shared/contract';
import { createTestApp, useTestApp } from '../helpers/test-app';

// Social sign-in configured, so that its routes are served (the issuer is never reached). The local
// mailbox and the sandbox payment provider are on in tests, as in development.
const t = useTestApp({
  env: { OIDC_ISSUER: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: 'contract', OIDC_CLIENT_SECRET: 'contract-secret', OIDC_NAME: 'Contract' },
});

const CONTRACT = API_ENDPOINTS.map(endpointKey);

/** Every route the app serves, as `METHOD /pattern`: not HEAD (Fastify's copy of each GET), not the test app's own. */
function servedRoutes(app: FastifyInstance): string[] {
  return app.routeTable
    .flatMap((route) => [route.method].flat().map((method) => endpointKey({ method, pattern: route.url })))
    .filter((key) => !key.startsWith('HEAD ') && !key.includes(' /__test/'));
}

/**
 * The one allowance: the API reference page's own files, which @fastify/swagger-ui registers under
 * `DEV_PATHS.docs` (its scripts and styles, an index.html that redirects, the document as YAML). They
 * exist in development only, answer only this machine, and are the library's to name; the page and
 * the document themselves are in the contract.
 */
function isReferencePageFile(key: string): boolean {
  return key.startsWith(`GET ${DEV_PATHS.docs}`) && !CONTRACT.includes(key);
}

describe('the API paths of the contract', () => {
  it('are the routes the app serves: every endpoint served, every route in the contract', () => {
    const served = servedRoutes(t.app);
    expect(served.length).toBeGreaterThan(80);
    expect({ notServed: CONTRACT.filter((key) => !served.includes(key)) }).toEqual({ notServed: [] });
    expect({ notInContract: served.filter((key) => !CONTRACT.includes(key) && !isReferencePageFile(key)) }).toEqual({ notInContract: [] });
  });

  it('name each endpoint once', () => {
    expect(CONTRACT.filter((key, index) => CONTRACT.indexOf(key) !== index)).toEqual([]);
  });

  it('say what every path serves: at least one method each, with a line for the reference', () => {
    const silent = Object.entries(API_AREAS).flatMap(([area, { paths }]) =>
      Object.keys(paths)
        .filter((name) => !API_ENDPOINTS.some((endpoint) => endpoint.area === area && endpoint.name === name && endpoint.summary.trim() !== ''))
        .map((name) => `${area}.${name}`),
    );
    expect(silent).toEqual([]);
  });
});

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The document's operations by `METHOD /pattern` (OpenAPI's `{id}` and `{*}` back to the router's `:id` and `*`). */
function operations(document: OpenApiDocument): Map<string, Operation> {
  return new Map(
    Object.entries(document.paths).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method.toLowerCase()]).map((method) => [
        endpointKey({ method, pattern: path.replace('{*}', '*').replace(/\{([^}]+)\}/g, ':$1') }),
        item[method.toLowerCase()]!,
      ]),
    ),
  );
}

describe('the API reference (OpenAPI, generated from the routes)', () => {
  it('documents every route the app serves, with the contract’s summary and section and the access it declares', () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    const documented = operations(document);
    documented.delete('POST /__test/session'); // the test app's own
    const expected = servedRoutes(t.app).filter((key) => !key.startsWith(`GET ${DEV_PATHS.docs}`));
    expect({ undocumented: expected.filter((key) => !documented.has(key)) }).toEqual({ undocumented: [] });
    expect({ notServed: [...documented.keys()].filter((key) => !expected.includes(key)) }).toEqual({ notServed: [] });
    const wrong = API_ENDPOINTS.filter((endpoint) => documented.has(endpointKey(endpoint))).flatMap((endpoint) => {
      const operation = documented.get(endpointKey(endpoint))!;
      const right = operation.summary === endpoint.summary && operation.tags?.join() === endpoint.area && operation.description?.startsWith('**Access:** ');
      return right ? [] : [endpointKey(endpoint)];
    });
    expect(wrong).toEqual([]);
  });

  it('carries the shapes of the routes’ zod schemas: path parameters, bodies, answers', () => {
    const documented = operations(t.app.swagger() as unknown as OpenApiDocument);
    const login = documented.get('POST /api/login')!;
    expect(Object.keys(login.requestBody!.content['application/json']!.schema.properties!)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(login.description).toMatch(/Anyone\..*X-XSRF-TOKEN.*Precognition/);
    expect(documented.get('GET /api/businesses/:id')!.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]));
    expect(Object.keys(documented.get('GET /api/user')!.responses!['200']!.content!['application/json']!.schema.properties!)).toEqual(
      expect.arrayContaining(['email', 'notification_settings']),
    );
    expect(documented.get('POST /api/messages/nda')!.description).toContain('active PRO subscription');
  });

  it('is browsable from this machine only: the page and the document', async () => {
    const page = await t.app.inject({ url: DEV_PATHS.docs, remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const json = await t.app.inject({ url: DEV_PATHS.openApi, remoteAddress: '127.0.0.1' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json<OpenApiDocument>().paths)).toContain('/api/businesses/{id}');
    for (const url of [DEV_PATHS.docs, DEV_PATHS.openApi, `${DEV_PATHS.docs}static/swagger-ui.css`]) {
      const remote = await t.app.inject({ url, remoteAddress: '203.0.113.7' });
      expect({ url, status: remote.statusCode, body: remote.json() }).toEqual({ url, status: 404, body: { message: 'Not Found.' } });
    }
  });
});

describe('the API reference in production', () => {
  it('does not exist: no document, no page', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', APP_KEY: 'production-key-0123456789abcdef0123456789', MAIL_TRANSPORT: 'outbox' },
    });
    try {
      expect(production.app.hasDecorator('swagger')).toBe(false);
      expect(servedRoutes(production.app).filter((key) => key.includes(DEV_PATHS.docs))).toEqual([]);
      expect((await production.app.inject({ url: DEV_PATHS.docs, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
