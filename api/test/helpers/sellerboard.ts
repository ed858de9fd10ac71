// Helpers of the sellerboard suites: a listing of a fresh seller, the fixture files, and a local HTTP
// server that plays sellerboard's automation report links (nothing leaves the machine).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client';
import { listings, listingMonths } from '../../src/db/schema';
import { createUser, loggedIn } from './accounts';

export const FIXTURES = path.join(__dirname, '../fixtures/sellerboard');

export function fixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES, name));
}

/** A seller (logged in) with a draft listing. */
export async function sellerWithListing(app: FastifyInstance, database: DatabaseHandle, name = 'Garden Tools Co') {
  const user = await createUser(database);
  const [listing] = await database.db.insert(listings).values({ user_id: user.id, name }).returning({ id: listings.id });
  const client = await loggedIn(app, user.email);
  return { user, client, listingId: (listing as { id: number }).id };
}

export async function storedMonths(database: DatabaseHandle, listingId: number) {
  return database.db.select().from(listingMonths).where(eq(listingMonths.business_id, listingId)).orderBy(asc(listingMonths.month));
}

export async function listingRow(database: DatabaseHandle, listingId: number) {
  const [row] = await database.db.select().from(listings).where(eq(listings.id, listingId));
  if (!row) throw new Error(`no listing ${listingId}`);
  return row;
}

export interface ReportServer {
  /** `http://127.0.0.1:PORT/en/automation/reports?id=…` for a path registered with `serve`. */
  link(name: string): string;
  serve(name: string, answer: { status?: number; body?: string | Buffer; headers?: Record<string, string> }): void;
  requests: string[];
  close(): Promise<void>;
}

export async function startReportServer(): Promise<ReportServer> {
  const answers = new Map<string, { status?: number; body?: string | Buffer; headers?: Record<string, string> }>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('id') ?? '';
    requests.push(id);
    const answer = answers.get(id) ?? { status: 404, body: 'Not found' };
    response.writeHead(answer.status ?? 200, { 'content-type': 'text/csv; charset=utf-8', ...answer.headers });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    link: (name) => `http://127.0.0.1:${port}/en/automation/reports?id=${name}&format=csv&t=secret-${name}`,
    serve: (name, answer) => answers.set(name, answer),
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
