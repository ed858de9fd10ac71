import { assertKnownRule, localizedPaths, ROUTES, type RouteEntry } from './route-table';

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('registers every route bare and under /de', () => {
    expect(localizedPaths('/')).toEqual(['/', '/de']);
    expect(localizedPaths('/login')).toEqual(['/login', '/de/login']);
    for (const route of ROUTES) expect(localizedPaths(route.path)[1]).toMatch(/^\/de(\/|$)/);
  });

  it('places the vertical slice where the spec puts it', () => {
    const byId = Object.fromEntries(ROUTES.map((r) => [r.id, r]));
    expect(byId.landing).toMatchObject({ path: '/', layout: 'landing', owner: 'listings' });
    expect(byId.login).toMatchObject({ path: '/login', layout: 'auth', owner: 'account' });
    expect(byId['not-found']).toMatchObject({ path: '/404', layout: 'error', owner: 'shell' });
  });

  it("fails with 'Unknown route middleware' for an unknown access rule", () => {
    for (const route of ROUTES) expect(() => assertKnownRule(route)).not.toThrow();
    const bad = { id: 'x', path: '/x', layout: 'default', owner: 'shell', access: 'superuser' } as unknown as RouteEntry;
    expect(() => assertKnownRule(bad)).toThrow('Unknown route middleware');
  });
});
