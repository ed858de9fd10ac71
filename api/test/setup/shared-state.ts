// Names that the global setups hand to the test files through the environment (Jest's workers
// start after global setup and inherit process.env).
export const PGLITE_TEMPLATE_ENV = 'BIZMARKT_TEST_PGLITE_TEMPLATE';
export const PG_ADMIN_URL_ENV = 'BIZMARKT_TEST_PG_ADMIN_URL';
export const PG_TEMPLATE_DATABASE = 'bizmarkt_template';

export type DbLeg = 'pglite' | 'postgres';

declare global {
  /** Set per Jest project (jest.config.js `globals`). */
  var __DB_LEG__: DbLeg | undefined;
}

/**
 * scrypt cost of the test databases' demo users and `createUser`'s users: 2^10 instead of the
 * product's 2^15, so the thousands of logins in the suites cost ≈ 3 ms each instead of ≈ 90 ms. The
 * login code is the product's: a stored hash verifies at the cost written in it. Hashes the API
 * itself writes (registration, password change and reset) keep the product's cost.
 */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 } as const;
