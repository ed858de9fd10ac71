// Jest 30 with @swc/jest (ts-jest does not work with TypeScript 7).
// Three projects: `unit` (src/**/*.test.ts), and the API suites (test/**/*.test.ts) twice, once on
// PGlite and once on a throwaway PostgreSQL cluster when initdb and pg_ctl are on PATH.
const { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } = require('node:fs');
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

// Suites about the HTTP layer run on PGlite only in `npm test`: what they check — the answers to hostile
// requests (the adversarial suites of test/security: authorization matrix, CSRF forgeries, identity oracle,
// hostile uploads, schema fuzzing; decision 0132), and the HTTP layer's own rules (access declarations,
// body encodings, security headers, the access log, client addresses through the proxy, the local mailbox,
// health; decision 0160) — is the same on either database, and the SQL under each route is run on both by
// the route's own suite. Durability (kill -9), error shapes and bad input run on both: they are about each
// database and how its driver's errors are answered. `BOTH_LEGS=1` runs every suite on both legs; `npm run security` (SECURITY_FULL=1)
// runs the adversarial ones on both, in full.
const HTTP_LAYER_SUITES = [
  ...['matrix', 'csrf', 'identity-oracle', 'hostile-uploads', 'fuzz'].map((name) => `security/${name}`),
  ...['access', 'access-log', 'axios-client', 'body-encodings', 'health', 'mailbox', 'proxy-address', 'security-headers'].map((name) => `routes/${name}`),
];
const httpSuitesOffThisLeg = (leg) => {
  if (leg !== 'postgres' || process.env.BOTH_LEGS === '1') return [];
  const suites = process.env.SECURITY_FULL === '1' ? HTTP_LAYER_SUITES.filter((suite) => !suite.startsWith('security/')) : HTTP_LAYER_SUITES;
  return suites.map((suite) => `/test/${suite}\\.test\\.ts$`);
};

// `API_TEST_BATCHES=N` (what `npm test` sets): each leg's suites run in N batch files instead of one file
// each. A batch requires its suites one after the other, each inside a describe block of its own (so its
// hooks, and the app and database copy its hooks make, stay its own), in one module registry: the app's
// modules are loaded and compiled once per batch rather than once per suite (≈ 1 s of CPU a suite, a third
// of a small suite's cost). The suites are dealt out by size, largest first, to the lightest batch.
// Unset (a developer running one file), every suite is its own test file.
const BATCHES = Number(process.env.API_TEST_BATCHES) || 0;
const BATCH_DIR = path.join(__dirname, 'test', 'batches');

function suiteFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'batches' ? [] : suiteFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

function writeBatches(leg, ignored) {
  const suites = suiteFiles(path.join(__dirname, 'test'))
    .filter((file) => !ignored.some((pattern) => new RegExp(pattern).test(file)))
    .map((file) => ({ file, size: statSync(file).size }))
    .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
  const batches = Array.from({ length: Math.min(BATCHES, suites.length) }, () => ({ size: 0, files: [] }));
  for (const suite of suites) {
    const lightest = batches.reduce((min, batch) => (batch.size < min.size ? batch : min));
    lightest.size += suite.size;
    lightest.files.push(suite.file);
  }
  const dir = path.join(BATCH_DIR, leg);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  batches.forEach((batch, index) => {
    const lines = batch.files.map((file) => {
      const name = path.relative(path.join(__dirname, 'test'), file);
      const request = path.relative(dir, file).replace(/\.ts$/, '');
      return `describe(${JSON.stringify(name)}, () => {\n  require(${JSON.stringify(request)});\n});\n`;
    });
    const header = '// Written by api/jest.config.js (API_TEST_BATCHES): these suites, one after the other, in one module registry.\n';
    writeFileSync(path.join(dir, `batch-${String(index + 1).padStart(2, '0')}.test.ts`), header + lines.join(''));
  });
}

// `MEDIA_TEST_STORE=s3` (`pnpm --filter ./api test:s3`, a step of `npm test`): the suites that store or read
// files run again with the media store on an S3-compatible server on loopback (test/helpers/test-app.ts),
// on both legs — only these, not the whole API suite (decision 0181).
const MEDIA_SUITES = ['routes/listing-images', 'routes/messaging-media', 'routes/profile', 'routes/account', 'routes/billing-checkout'];
const S3_RUN = process.env.MEDIA_TEST_STORE === 's3';

const apiSuites = (leg) => ({
  ...common,
  displayName: leg,
  ...(S3_RUN
    ? { testMatch: MEDIA_SUITES.map((suite) => `<rootDir>/test/${suite}.test.ts`) }
    : BATCHES
      ? (writeBatches(leg, httpSuitesOffThisLeg(leg)), { testMatch: [`<rootDir>/test/batches/${leg}/*.test.ts`] })
      : { testMatch: ['<rootDir>/test/**/*.test.ts'], testPathIgnorePatterns: ['/node_modules/', '/test/batches/', ...httpSuitesOffThisLeg(leg)] }),
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
    ...(S3_RUN ? [] : [{ ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.test.ts'] }]),
    apiSuites('pglite'),
    ...(postgresAvailable ? [apiSuites('postgres')] : []),
  ],
};
