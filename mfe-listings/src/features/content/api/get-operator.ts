// The site operator's details (`GET /api/operator`): the imprint, the contact page and the legal
// texts show them. Configuration of the API, so fetched once per page load and kept.
import { api } from '@bizmarkt/shared';
import { REFERENCE_PATHS, type OperatorDetails } from '@bizmarkt/shared/contract';
import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { queryKeys } from '@bizmarkt/shared/query-keys';

export function getOperator(): Promise<OperatorDetails> {
  return api.get<OperatorDetails>(REFERENCE_PATHS.operator);
}

export const operatorQuery = () => queryOptions({ queryKey: queryKeys.operator(), queryFn: getOperator, staleTime: Infinity });

export function useOperator() {
  return useQuery(operatorQuery());
}
