// Paths defined once (issue #28, point 4): the API registers its routes from the contract's paths
// (`shared/src/contract/api-paths/*`, the same entries the clients build their URLs with), and each
// area says which methods each path serves (`*_ENDPOINTS`). This holds the two to each other: every
// endpoint of the contract is served by the app, and every route the app serves is in the contract.
import { API_AREAS, API_ENDPOINTS, endpointKey } from '@bizmarkt/shared/contract';
import { useTestApp } from '../helpers/test-app';

// Social sign-in configured, so that its routes are served (the issuer is never reached). The local
// mailbox and the sandbox payment provider are on in tests, as in development.
const t = useTestApp({
  env: { OIDC_ISSUER: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: 'contract', OIDC_CLIENT_SECRET: 'contract-secret', OIDC_NAME: 'Contract' },
});

/** Every route the app serves, as `METHOD /pattern`: not HEAD (Fastify's copy of each GET), not the test app's own. */
function servedRoutes(): string[] {
  return t.app.routeTable
    .flatMap((route) => [route.method].flat().map((method) => endpointKey({ method, pattern: route.url })))
    .filter((key) => !key.startsWith('HEAD ') && !key.includes(' /__test/'));
}

describe('the API paths of the contract', () => {
  it('are the routes the app serves: every endpoint served, every route in the contract', () => {
    const served = servedRoutes();
    const contract = API_ENDPOINTS.map(endpointKey);
    expect(served.length).toBeGreaterThan(80);
    expect({ notServed: contract.filter((key) => !served.includes(key)) }).toEqual({ notServed: [] });
    expect({ notInContract: served.filter((key) => !contract.includes(key)) }).toEqual({ notInContract: [] });
  });

  it('name each endpoint once', () => {
    const keys = API_ENDPOINTS.map(endpointKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
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
