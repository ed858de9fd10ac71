// Jest 30 with @swc/jest (ts-jest does not work with TypeScript 7).
// Three projects: `unit` (src/**/*.test.ts), and the API suites (test/**/*.test.ts) twice, once on
// PGlite and once on a throwaway PostgreSQL cluster when initdb and pg_ctl are on PATH.
const { existsSync } = require('node:fs');
const path = require('node:path');

function onPath(binary) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && existsSync(path.join(dir, binary)));
}

const swc = (syntax) => [require.resolve('@swc/jest'), { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs' } }];

const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'cjs', 'json'],
  transform: {
    '^.+\\.ts$': swc('typescript'),
    '^.+\\.c?js$': swc('ecmascript'),
  },
  // Three dependencies need compiling for Jest's CommonJS module system on Node 20:
  // - cookie 2 is ESM-only (Node loads it with require(esm); Jest cannot before Node 24.9);
  // - @fastify/cookie and PGlite's CommonJS build call import(), which Jest's VM refuses
  //   without --experimental-vm-modules; swc turns those calls into require().
  // - openid-client 6 and its dependencies oauth4webapi and jose are ESM-only (src/lib/oidc.ts
  //   loads openid-client with import(), which swc turns into require() here).
  // - content-disposition 3 is ESM-only (@fastify/static 10 requires it: the API reference's page).
  transformIgnorePatterns: [
    '^(?!.*/node_modules/\\.pnpm/(?:cookie@|@fastify\\+cookie@|@electric-sql\\+pglite@|openid-client@|oauth4webapi@|jose@|content-disposition@)).*/node_modules/',
  ],
};

// The adversarial suites that probe the API over HTTP (authorization matrix, CSRF forgeries, the
// identity oracle, hostile uploads, schema fuzzing) run on PGlite only in `npm test`: the routes'
// own suites already run on both databases, and these add HTTP-level checks, not SQL. The durability
// suite (kill -9) runs on both, being about each database. `npm run security` (SECURITY_FULL=1)
// runs every suite on both legs. Decision 0132.
const HTTP_SECURITY_SUITES = ['matrix', 'csrf', 'identity-oracle', 'hostile-uploads', 'fuzz'];
const httpSuitesOffThisLeg = (leg) =>
  leg === 'postgres' && process.env.SECURITY_FULL !== '1' ? HTTP_SECURITY_SUITES.map((name) => `/test/security/${name}\\.test\\.ts$`) : [];

const apiSuites = (leg) => ({
  ...common,
  displayName: leg,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...httpSuitesOffThisLeg(leg)],
  globals: { __DB_LEG__: leg },
  globalSetup: `<rootDir>/test/setup/${leg}-global-setup.ts`,
  globalTeardown: `<rootDir>/test/setup/${leg}-global-teardown.ts`,
});

const postgresAvailable = onPath('initdb') && onPath('pg_ctl');
if (!postgresAvailable) {
  console.log('PostgreSQL leg skipped: initdb/pg_ctl not on PATH, so the API suites run on PGlite only.');
}

module.exports = {
  // Jest reads testTimeout only here, not inside `projects` entries. Generous: two cores shared with
  // scrypt hashing, image decoding and a PostgreSQL cluster.
  testTimeout: 30_000,
  // Two workers on two cores (Jest's default is cores − 1, i.e. one): each test file has its own
  // database copy, media folder and mailbox folder, and every server in the suites listens on port 0.
  maxWorkers: '100%',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.test.ts'] },
    apiSuites('pglite'),
    ...(postgresAvailable ? [apiSuites('postgres')] : []),
  ],
};
