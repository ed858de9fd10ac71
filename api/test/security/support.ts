// What the adversarial suites (api/test/security, docs/security.md) share: clients that call from a
// non-local address, the six actors with real sessions, the app's own route table as the matrix and
// the CSRF suite walk it, the expected outcome of each route for each actor (derived from the route's
// `config.access`, `config.resource` and `config.matrix`), and one request recipe per route with the
// fixtures the recipes need (made through the app itself where that is cheap, else in the database).
//
// By concern: probe-clients.ts (clients, actors), route-outcomes.ts (the route table, expected
// outcomes), listing-fixtures.ts and fixtures.ts (the fixtures), recipes.ts (one recipe per route),
// api-process.ts (the API as a process of its own). The suites import all of it from here.
import { MATRIX_ACTORS, type MatrixActor } from '../../src/plugins/app/access';

export { MATRIX_ACTORS, type MatrixActor };
export * from './probe-clients';
export * from './route-outcomes';
export * from './listing-fixtures';
export * from './fixtures';
export * from './recipes';
export * from './api-process';
