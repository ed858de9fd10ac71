import { stopPostgresCluster } from './postgres-cluster';

export default async function postgresGlobalTeardown(): Promise<void> {
  const cluster = globalThis.__BIZMARKT_PG_CLUSTER__;
  if (cluster) stopPostgresCluster(cluster);
  globalThis.__BIZMARKT_PG_CLUSTER__ = undefined;
}
