// A listing's images (business_images). Every change runs in one transaction that first locks the
// listing's row, so two uploads at once cannot both take the tenth place, and ends by writing the
// cover (position 0) into `businesses.image`, which every listing reader already shows.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listings, listingImages, type ListingImageRow } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewListingImage {
  key: string;
  width: number;
  height: number;
}

export type AddResult = { added: ListingImageRow; images: ListingImageRow[] } | { full: true };

async function lockListing(tx: Tx, listingId: number): Promise<boolean> {
  const rows = await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for('update');
  return rows.length === 1;
}

function imagesOf(db: Db | Tx, listingId: number): Promise<ListingImageRow[]> {
  return db.select().from(listingImages).where(eq(listingImages.business_id, listingId)).orderBy(asc(listingImages.position), asc(listingImages.id));
}

/** Positions 0…n−1 in the given order, and the first one's key as the listing's cover. */
async function writeOrder(tx: Tx, listingId: number, ids: readonly number[]): Promise<ListingImageRow[]> {
  if (ids.length > 0) {
    const cases = sql.join(
      ids.map((id, position) => sql`when ${id}::int then ${position}::int`),
      sql` `,
    );
    await tx
      .update(listingImages)
      .set({ position: sql`case ${listingImages.id} ${cases} end` })
      .where(
        and(
          eq(listingImages.business_id, listingId),
          sql`${listingImages.id} in (${sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})`,
        ),
      );
  }
  const images = await imagesOf(tx, listingId);
  await tx
    .update(listings)
    .set({ image: images[0]?.key ?? null, updated_at: sql`now()` })
    .where(eq(listings.id, listingId));
  return images;
}

export function createListingImagesRepository(db: Db) {
  return {
    list(listingId: number): Promise<ListingImageRow[]> {
      return imagesOf(db, listingId);
    },

    /** The images of several listings at once (a list of listings), each in order. */
    async listFor(listingIds: readonly number[]): Promise<Map<number, ListingImageRow[]>> {
      const byListing = new Map<number, ListingImageRow[]>(listingIds.map((id) => [id, []]));
      if (listingIds.length === 0) return byListing;
      const rows = await db
        .select()
        .from(listingImages)
        .where(inArray(listingImages.business_id, [...listingIds]))
        .orderBy(asc(listingImages.business_id), asc(listingImages.position), asc(listingImages.id));
      for (const row of rows) byListing.get(row.business_id)?.push(row);
      return byListing;
    },

    /** Appends an image unless the listing already has `max`; undefined when the listing is gone. */
    add(listingId: number, image: NewListingImage, max: number): Promise<AddResult | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockListing(tx, listingId))) return undefined;
        const [row] = await tx.select({ total: count() }).from(listingImages).where(eq(listingImages.business_id, listingId));
        const total = row?.total ?? 0;
        if (total >= max) return { full: true } as const;
        const [added] = await tx
          .insert(listingImages)
          .values({ business_id: listingId, ...image, position: total })
          .returning();
        const images = await writeOrder(tx, listingId, []);
        return { added: added!, images };
      });
    },

    /** Deletes one image and closes the gap; undefined when the listing has no such image. */
    remove(listingId: number, imageId: number): Promise<{ removed: ListingImageRow; images: ListingImageRow[] } | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockListing(tx, listingId))) return undefined;
        const [removed] = await tx
          .delete(listingImages)
          .where(and(eq(listingImages.business_id, listingId), eq(listingImages.id, imageId)))
          .returning();
        if (!removed) return undefined;
        const rest = await imagesOf(tx, listingId);
        return {
          removed,
          images: await writeOrder(
            tx,
            listingId,
            rest.map((image) => image.id),
          ),
        };
      });
    },

    /** Puts the images in the given order; null unless `ids` names every image of the listing once. */
    reorder(listingId: number, ids: readonly number[]): Promise<ListingImageRow[] | null> {
      return db.transaction(async (tx) => {
        if (!(await lockListing(tx, listingId))) return null;
        const current = (await imagesOf(tx, listingId)).map((image) => image.id);
        const wanted = new Set(ids);
        if (wanted.size !== ids.length || ids.length !== current.length || !current.every((id) => wanted.has(id))) return null;
        return writeOrder(tx, listingId, ids);
      });
    },
  };
}

export type ListingImagesRepository = ReturnType<typeof createListingImagesRepository>;
