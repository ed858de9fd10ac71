// The app's own migrator and seed, on both databases.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openPglite, openPostgres, selectRows, type DatabaseHandle } from '../../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate';
import { listings, categories, countries, invoices, usStates, users } from '../../src/db/schema';
import { seed } from '../../src/seed';
import { DEMO_USERS } from '../../src/seed/data';
import { verifyPassword } from '../../src/lib/password';
import { currentLeg, openTestDatabase, type TestDatabase } from '../helpers/database';
import { PG_ADMIN_URL_ENV } from '../setup/shared-state';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function appliedMigrations(database: DatabaseHandle): Promise<number> {
  const [row] = await selectRows<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return row!.count;
}

async function counts(database: DatabaseHandle) {
  const count = async (table: typeof users | typeof categories | typeof countries | typeof usStates) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    users: await count(users),
    categories: await count(categories),
    countries: await count(countries),
    states: await count(usStates),
  };
}

describe('migrations', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.dispose());

  it('records each migration of the journal once, and a second run adds nothing', async () => {
    expect(await appliedMigrations(test.database)).toBe(journal.entries.length);
    await runMigrations(test.database);
    expect(await appliedMigrations(test.database)).toBe(journal.entries.length);
  });
});

describe('migrating an empty database from two instances at once', () => {
  it('migrates once, without errors', async () => {
    if (currentLeg() === 'pglite') {
      // One PGlite has one connection; two migrators on it must still not apply anything twice.
      const database = await openPglite();
      try {
        await Promise.all([runMigrations(database), runMigrations(database)]);
        expect(await appliedMigrations(database)).toBe(journal.entries.length);
      } finally {
        await database.close();
      }
      return;
    }
    const adminUrl = process.env[PG_ADMIN_URL_ENV]!;
    const name = `bizmarkt_empty_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = adminUrl.replace(/\/postgres$/, `/${name}`);
    const first = openPostgres(url);
    const second = openPostgres(url);
    try {
      await Promise.all([runMigrations(first), runMigrations(second)]);
      expect(await appliedMigrations(first)).toBe(journal.entries.length);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});

describe('seed', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.dispose());

  it('holds the reference data and the demo users with working scrypt passwords', async () => {
    expect(await counts(test.database)).toEqual({
      users: DEMO_USERS.length,
      categories: 12,
      countries: expect.any(Number),
      states: 51,
    });
    const rows = await test.database.db.select().from(users);
    for (const demo of DEMO_USERS) {
      const row = rows.find((user) => user.email === demo.email)!;
      expect(row).toMatchObject({ name: demo.name, last_name: demo.last_name, role: demo.role, is_admin: demo.is_admin });
      if (demo.verified) expect(row.email_verified_at).toBeInstanceOf(Date);
      else expect(row.email_verified_at).toBeNull();
      expect(row.password_hash).toMatch(/^scrypt\$/);
      await expect(verifyPassword(demo.password, row.password_hash ?? '')).resolves.toBe(true);
    }
  });

  it('is idempotent', async () => {
    const before = await counts(test.database);
    await expect(seed(test.database.db)).resolves.toEqual({ skipped: false, usersAdded: 0 });
    expect(await counts(test.database)).toEqual(before);
  });

  it('with ifEmpty does nothing while users exist, and seeds when none do', async () => {
    await expect(seed(test.database.db, { ifEmpty: true })).resolves.toEqual({ skipped: true, usersAdded: 0 });
    // The seeded listings hang on their owners (dialogs and messages go with the listings), and so
    // does the demo PRO user's invoice (invoices are kept when an account goes: no cascade).
    await test.database.db.delete(listings);
    await test.database.db.delete(invoices);
    await test.database.db.delete(users);
    await expect(seed(test.database.db, { ifEmpty: true })).resolves.toEqual({
      skipped: false,
      usersAdded: DEMO_USERS.length,
    });
  });
});
