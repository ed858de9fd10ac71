import type { QueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type DialogListResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import type { DialogPages } from '../../../lib/dialog-cache';

/**
 * `GET /api/dialogs?dialog_id=`: one dialog in its group, merged into the first loaded page (its
 * group replaced when already there), so the cache helpers find it like any other.
 */
export async function loadOneDialog(queryClient: QueryClient, dialogId: number): Promise<void> {
  let answer: DialogListResponse;
  try {
    answer = await api.get<DialogListResponse>(MESSAGING_PATHS.dialogs, { query: { dialog_id: dialogId }, handled: 'all' });
  } catch (error) {
    console.error('Error load data', error);
    return;
  }
  const incoming = answer.data[0];
  if (!incoming) return;
  queryClient.setQueryData<DialogPages>(queryKeys.dialogs(), (data) => {
    if (!data) return { pages: [answer], pageParams: [1] };
    const pages = data.pages.map((page) => ({ ...page, data: page.data.filter((group) => group.id !== incoming.id) }));
    const merged = data.pages.flatMap((p) => p.data).find((g) => g.id === incoming.id);
    const dialogs = merged ? [...incoming.dialogs, ...merged.dialogs.filter((d) => d.id !== dialogId)] : incoming.dialogs;
    pages[0] = { ...pages[0]!, data: [{ ...incoming, dialogs }, ...pages[0]!.data] };
    return { ...data, pages };
  });
}
