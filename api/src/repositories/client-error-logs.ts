import { count, desc, gte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientErrorLogs, type ClientErrorLogRow, type NewClientErrorLogRow } from '../db/schema';

export interface ListOptions {
  limit: number;
  offset?: number;
  since?: Date | undefined;
}

export function createClientErrorLogsRepository(db: Db) {
  const whereSince = (since: Date | undefined): SQL | undefined => (since ? gte(clientErrorLogs.received_at, since) : undefined);

  return {
    /** One statement for the whole batch: it is stored entirely or not at all. */
    async insertMany(rows: NewClientErrorLogRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(clientErrorLogs).values(rows);
    },

    /** Newest first. */
    async list({ limit, offset = 0, since }: ListOptions): Promise<ClientErrorLogRow[]> {
      return db
        .select()
        .from(clientErrorLogs)
        .where(whereSince(since))
        .orderBy(desc(clientErrorLogs.received_at), desc(clientErrorLogs.id))
        .limit(limit)
        .offset(offset);
    },

    async count(since?: Date): Promise<number> {
      const [row] = await db.select({ total: count() }).from(clientErrorLogs).where(whereSince(since));
      return row?.total ?? 0;
    },
  };
}

export type ClientErrorLogsRepository = ReturnType<typeof createClientErrorLogsRepository>;
