// A listing's images (business_images). Every change runs in one transaction that first locks the
// listing's row, so two uploads at once cannot both take the tenth place, and ends by writing the
// cover (position 0) into `businesses.image`, which every listing reader already shows.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, businessImages, type BusinessImageRow } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewListingImage {
  key: string;
  width: number;
  height: number;
}

export type AddResult = { added: BusinessImageRow; images: BusinessImageRow[] } | { full: true };

async function lockListing(tx: Tx, businessId: number): Promise<boolean> {
  const rows = await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('update');
  return rows.length === 1;
}

function imagesOf(db: Db | Tx, businessId: number): Promise<BusinessImageRow[]> {
  return db.select().from(businessImages).where(eq(businessImages.business_id, businessId)).orderBy(asc(businessImages.position), asc(businessImages.id));
}

/** Positions 0…n−1 in the given order, and the first one's key as the listing's cover. */
async function writeOrder(tx: Tx, businessId: number, ids: readonly number[]): Promise<BusinessImageRow[]> {
  if (ids.length > 0) {
    const cases = sql.join(
      ids.map((id, position) => sql`when ${id}::int then ${position}::int`),
      sql` `,
    );
    await tx
      .update(businessImages)
      .set({ position: sql`case ${businessImages.id} ${cases} end` })
      .where(
        and(
          eq(businessImages.business_id, businessId),
          sql`${businessImages.id} in (${sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})`,
        ),
      );
  }
  const images = await imagesOf(tx, businessId);
  await tx
    .update(businesses)
    .set({ image: images[0]?.key ?? null, updated_at: sql`now()` })
    .where(eq(businesses.id, businessId));
  return images;
}

export function createListingImagesRepository(db: Db) {
  return {
    list(businessId: number): Promise<BusinessImageRow[]> {
      return imagesOf(db, businessId);
    },

    /** The images of several listings at once (a list of listings), each in order. */
    async listFor(businessIds: readonly number[]): Promise<Map<number, BusinessImageRow[]>> {
      const byListing = new Map<number, BusinessImageRow[]>(businessIds.map((id) => [id, []]));
      if (businessIds.length === 0) return byListing;
      const rows = await db
        .select()
        .from(businessImages)
        .where(inArray(businessImages.business_id, [...businessIds]))
        .orderBy(asc(businessImages.business_id), asc(businessImages.position), asc(businessImages.id));
      for (const row of rows) byListing.get(row.business_id)?.push(row);
      return byListing;
    },

    /** Appends an image unless the listing already has `max`; undefined when the listing is gone. */
    add(businessId: number, image: NewListingImage, max: number): Promise<AddResult | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockListing(tx, businessId))) return undefined;
        const [row] = await tx.select({ total: count() }).from(businessImages).where(eq(businessImages.business_id, businessId));
        const total = row?.total ?? 0;
        if (total >= max) return { full: true } as const;
        const [added] = await tx
          .insert(businessImages)
          .values({ business_id: businessId, ...image, position: total })
          .returning();
        const images = await writeOrder(tx, businessId, []);
        return { added: added!, images };
      });
    },

    /** Deletes one image and closes the gap; undefined when the listing has no such image. */
    remove(businessId: number, imageId: number): Promise<{ removed: BusinessImageRow; images: BusinessImageRow[] } | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockListing(tx, businessId))) return undefined;
        const [removed] = await tx
          .delete(businessImages)
          .where(and(eq(businessImages.business_id, businessId), eq(businessImages.id, imageId)))
          .returning();
        if (!removed) return undefined;
        const rest = await imagesOf(tx, businessId);
        return {
          removed,
          images: await writeOrder(
            tx,
            businessId,
            rest.map((image) => image.id),
          ),
        };
      });
    },

    /** Puts the images in the given order; null unless `ids` names every image of the listing once. */
    reorder(businessId: number, ids: readonly number[]): Promise<BusinessImageRow[] | null> {
      return db.transaction(async (tx) => {
        if (!(await lockListing(tx, businessId))) return null;
        const current = (await imagesOf(tx, businessId)).map((image) => image.id);
        const wanted = new Set(ids);
        if (wanted.size !== ids.length || ids.length !== current.length || !current.every((id) => wanted.has(id))) return null;
        return writeOrder(tx, businessId, ids);
      });
    },
  };
}

export type ListingImagesRepository = ReturnType<typeof createListingImagesRepository>;
