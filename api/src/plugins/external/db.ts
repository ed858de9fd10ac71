import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  /** An opened database (server start, tests); otherwise one is opened from the URL or folder. */
  database?: DatabaseHandle | undefined;
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

/** Decorates `app.database` and closes it (releasing PGlite's folder lock) when the app closes. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const database = options.database ?? (await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }));
    app.decorate<DatabaseHandle>('database', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
