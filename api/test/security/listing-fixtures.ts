// The recipes' fixtures, part one (fixtures.ts has the rest): made once for all routes or once per
// route, from the machine itself; the accounts and the owner's listings in every state the routes need.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client';
import { listingNdaVersions, listings, users } from '../../src/db/schema';
import { type MatrixActor } from '../../src/plugins/app/access';
import { multipartBody, pngFixture } from '../helpers/accounts';
import { insertListing } from '../helpers/listing-lifecycle';
import { NDA_TEXT } from '../helpers/listings';
import { ACTOR_EMAILS, actorSession, LOCAL_ADDRESS, ProbeClient } from './probe-clients';

export const SELLERBOARD_FIXTURE = path.join(__dirname, '../fixtures/sellerboard/pnl-us.csv');

/** The fixtures' caches, the actors' accounts, and the owner's listings (Fixtures adds the rest). */
export class ListingFixtures {
  private readonly cache = new Map<string, Promise<unknown>>();
  /** Fixtures shared by the probes of one route (`startRoute` begins the next route). */
  private routeCache = new Map<string, Promise<unknown>>();
  private ids: Promise<Record<Exclude<MatrixActor, 'visitor'>, number>> | undefined;

  constructor(
    readonly app: FastifyInstance,
    readonly database: DatabaseHandle,
  ) {}

  protected once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = this.cache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = make();
      this.cache.set(key, value);
    }
    return value;
  }

  /** The next route's probes get fixtures of their own. */
  startRoute(): void {
    this.routeCache = new Map();
  }

  protected forRoute<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = this.routeCache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = make();
      this.routeCache.set(key, value);
    }
    return value;
  }

  /** A session of the actor from the machine itself. */
  as(actor: MatrixActor): Promise<ProbeClient> {
    return actorSession(this.app, actor, LOCAL_ADDRESS);
  }

  async userId(actor: Exclude<MatrixActor, 'visitor'>): Promise<number> {
    this.ids ??= (async () => {
      const entries = await Promise.all(
        Object.entries(ACTOR_EMAILS).map(async ([name, email]) => {
          const [row] = await this.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
          if (!row) throw new Error(`no seeded user ${email}`);
          return [name, row.id] as const;
        }),
      );
      return Object.fromEntries(entries) as Record<Exclude<MatrixActor, 'visitor'>, number>;
    })();
    return (await this.ids)[actor];
  }

  async user(actor: Exclude<MatrixActor, 'visitor'>) {
    const [row] = await this.database.db
      .select()
      .from(users)
      .where(eq(users.id, await this.userId(actor)));
    if (!row) throw new Error(`no user for ${actor}`);
    return row;
  }

  async categoryId(): Promise<number> {
    return this.once('category', async () => {
      const [row] = await this.database.db.select({ category_id: listings.category_id }).from(listings).limit(1);
      return row?.category_id ?? 1;
    });
  }

  protected async newListing(overrides: Parameters<typeof insertListing>[2] = {}): Promise<number> {
    return insertListing(this.database, await this.userId('owner'), overrides);
  }

  /** A draft of the owner (one per route). */
  draft(): Promise<number> {
    return this.forRoute('draft', () => this.newListing({ status: 'draft', submitted_at: null }));
  }

  /** A listing of the owner in this status (one per route). */
  listing(status: 'published' | 'pending'): Promise<number> {
    return this.forRoute(`listing-${status}`, () => this.newListing({ status }));
  }

  /** A listing the owner has hidden, for "show again" (one per route). */
  hidden(): Promise<number> {
    return this.forRoute('hidden', () => this.newListing({ status: 'hidden', hide_for_x_days: 30, hidden_until: new Date(Date.now() + 30 * 86_400_000) }));
  }

  /** The owner's published listing without NDA that buyers write about (one for all routes). */
  published(): Promise<number> {
    return this.once('published', () => this.newListing({ name: 'Matrix garden tools brand' }));
  }

  /** The owner's published listing under NDA, with its NDA text version. */
  ndaListing(): Promise<{ id: number; versionId: number }> {
    return this.once('nda-listing', async () => {
      const id = await this.newListing({ name: 'Matrix secret skincare brand', nda: true });
      const [version] = await this.database.db.insert(listingNdaVersions).values({ business_id: id, version: 1, text: NDA_TEXT }).returning();
      await this.database.db.update(listings).set({ nda_version_id: version!.id }).where(eq(listings.id, id));
      return { id, versionId: version!.id };
    });
  }

  /** A draft of the owner with one image uploaded through the API (one per route). */
  draftWithImage(): Promise<{ listingId: number; imageId: number; url: string }> {
    return this.forRoute('draft-with-image', () => this.uploadImage());
  }

  private async uploadImage(): Promise<{ listingId: number; imageId: number; url: string }> {
    const listingId = await this.newListing({ status: 'draft', submitted_at: null });
    const owner = await this.as('owner');
    const { payload, headers } = multipartBody({}, { filename: 'shop.png', contentType: 'image/png', data: pngFixture(64, 48) });
    const response = await owner.request({ method: 'POST', url: `/api/businesses/${listingId}/images`, payload, headers });
    if (response.statusCode !== 201) throw new Error(`image upload answered ${response.statusCode} ${response.body}`);
    const image = (response.json() as { image: { id: number; url: string } }).image;
    return { listingId, imageId: image.id, url: image.url };
  }

  /** A public media file (a listing image). */
  mediaUrl(): Promise<string> {
    return this.once('media', async () => (await this.uploadImage()).url);
  }

  /** A draft of the owner and the preview token of a sellerboard import for it (one per route). */
  importPreview(): Promise<{ listingId: number; token: string }> {
    return this.forRoute('import', () => this.importFile());
  }

  private async importFile(): Promise<{ listingId: number; token: string }> {
    const listingId = await this.newListing({ status: 'draft', submitted_at: null });
    const owner = await this.as('owner');
    const { payload, headers } = multipartBody({}, { filename: 'pnl-us.csv', contentType: 'text/csv', data: readFileSync(SELLERBOARD_FIXTURE) });
    const response = await owner.request({ method: 'POST', url: `/api/businesses/${listingId}/financials/import`, payload, headers });
    if (response.statusCode !== 200) throw new Error(`sellerboard import answered ${response.statusCode} ${response.body}`);
    return { listingId, token: (response.json() as { token: string }).token };
  }
}
