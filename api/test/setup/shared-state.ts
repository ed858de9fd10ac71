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
