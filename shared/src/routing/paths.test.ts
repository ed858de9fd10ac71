import { matchPath } from '@bizmarkt/shared/router';
import { barePaths, pathTo, pathsFor, type PathBuilders } from './paths';
import { ROUTES, type RouteId } from './route-table';

/** One call of every builder, with sample parameters. */
function everyPath(paths: PathBuilders): string[] {
  return Object.entries(paths).flatMap(([name, build]) => {
    if (name === 'create') return ROUTES.filter((r) => r.id.startsWith('create-')).map((r) => paths.create(r.id.slice(7) as 'price', 7));
    return [(build as (arg?: unknown) => string)(name === 'passwordResetToken' ? 'token' : 7)];
  });
}

function routeOf(path: string): RouteId | undefined {
  const bare = path.split('?')[0]!;
  return ROUTES.find((route) => matchPath({ path: route.path, end: true }, bare))?.id;
}

describe('path builders', () => {
  it('reach every route of the table, and only routes of the table', () => {
    const reached = everyPath(barePaths).map(routeOf);
    expect(reached).not.toContain(undefined);
    expect(new Set(reached)).toEqual(new Set(ROUTES.map((route) => route.id)));
  });

  it('fill parameters and queries', () => {
    expect(barePaths.business(42)).toBe('/business/42');
    expect(barePaths.create('information')).toBe('/create/information');
    expect(barePaths.create('information', 3)).toBe('/create/information/3');
    expect(barePaths.create('financials', 3)).toBe('/create/financials/3');
    expect(barePaths.search({ user_id: 5, q: undefined })).toBe('/search?user_id=5');
    expect(barePaths.passwordResetToken('a/b', { email: 'x@y.z' })).toBe('/password-reset/a%2Fb?email=x%40y.z');
    expect(pathTo('registration-success', { id: 9 })).toBe('/registration/success/9');
  });

  it('localise: English bare, German under /de', () => {
    expect(pathsFor('en').login()).toBe('/login');
    expect(pathsFor('de').login()).toBe('/de/login');
    expect(pathsFor('de').landing()).toBe('/de');
    expect(pathsFor('de').search({ user_id: 1 })).toBe('/de/search?user_id=1');
    for (const path of everyPath(pathsFor('de'))) expect(path).toMatch(/^\/de(\/|\?|$)/);
  });

  it('refuse a path without the parameter it needs', () => {
    expect(() => pathTo('business', { id: '' })).toThrow('needs "id"');
  });
});
