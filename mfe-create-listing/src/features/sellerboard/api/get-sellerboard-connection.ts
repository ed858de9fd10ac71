import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { SELLERBOARD_PATHS, type SellerboardConnection } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/businesses/{id}/sellerboard`: connected or not, last sync, last error (never the link). */
export function getSellerboardConnection(businessId: number): Promise<SellerboardConnection> {
  return api.get<SellerboardConnection>(SELLERBOARD_PATHS.connection(businessId));
}

/** Until the first sync of a new connection has run (a job, seconds away), its status is asked again. */
const FIRST_SYNC_POLL_MS = 5_000;

function awaitingFirstSync(connection: SellerboardConnection | undefined): boolean {
  return connection?.status === 'active' && connection.last_synced_at === null && connection.last_error === null;
}

export function sellerboardConnectionQueryOptions(businessId: number) {
  return queryOptions({
    queryKey: queryKeys.sellerboardConnection(businessId),
    queryFn: () => getSellerboardConnection(businessId),
    refetchInterval: (query) => (awaitingFirstSync(query.state.data) ? FIRST_SYNC_POLL_MS : false),
  });
}

export function useSellerboardConnection(businessId: number) {
  return useQuery(sellerboardConnectionQueryOptions(businessId));
}
