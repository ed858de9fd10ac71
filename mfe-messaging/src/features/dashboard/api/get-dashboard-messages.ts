import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type DashboardMessagesResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/messages/dashboard`: the latest message to the caller per dialog. */
export function getDashboardMessages(): Promise<DashboardMessagesResponse> {
  return api.get<DashboardMessagesResponse>(MESSAGING_PATHS.dashboard, { handled: 'all' });
}

export function dashboardMessagesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.dashboardMessages(), queryFn: getDashboardMessages, staleTime: 0 });
}

export function useDashboardMessages() {
  return useQuery(dashboardMessagesQueryOptions());
}
