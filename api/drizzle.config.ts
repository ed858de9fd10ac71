import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used (offline). Migrations are applied by the app's own runtime
// migrator (src/db/migrate.ts), never by `drizzle-kit migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
});
