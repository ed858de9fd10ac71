// The messages panel's data is the TanStack Query cache of `GET /api/dialogs` (pages of groups).
// These helpers find a dialog in it and change it in place after a send, a poll or an answer, so the
// list and the open conversation show the change without reloading everything.
import type { InfiniteData, QueryClient } from '@bizmarkt/shared/query';
import type { Dialog, DialogGroup, DialogListResponse, Message } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

export type DialogPages = InfiniteData<DialogListResponse>;

export interface FoundDialog {
  group: DialogGroup;
  dialog: Dialog;
}

/** Every group of the loaded pages, in order. */
export function allGroups(data: DialogPages | undefined): DialogGroup[] {
  return data?.pages.flatMap((page) => page.data) ?? [];
}

export function findDialog(data: DialogPages | undefined, dialogId: number | null): FoundDialog | null {
  if (dialogId === null) return null;
  for (const group of allGroups(data)) {
    const dialog = group.dialogs.find((d) => d.id === dialogId);
    if (dialog) return { group, dialog };
  }
  return null;
}

function readPages(queryClient: QueryClient): DialogPages | undefined {
  return queryClient.getQueryData<DialogPages>(queryKeys.dialogs());
}

function changeInGroups(groups: DialogGroup[], dialogId: number, change: (dialog: Dialog) => Dialog): DialogGroup[] {
  return groups.map((group) => {
    if (!group.dialogs.some((d) => d.id === dialogId)) return group;
    const dialogs = group.dialogs.map((d) => (d.id === dialogId ? change(d) : d));
    return { ...group, dialogs, unread_count: dialogs.reduce((sum, d) => sum + d.unread_count, 0) };
  });
}

/**
 * Changes one dialog (and keeps its group's unread sum right) in the panel's list and in the deal
 * room's own reading of it (`/deals/{id}`, features/deal-room); false when neither has it loaded.
 */
function updateDialog(queryClient: QueryClient, dialogId: number, change: (dialog: Dialog) => Dialog): boolean {
  const data = readPages(queryClient);
  const inList = findDialog(data, dialogId) !== null;
  if (inList) {
    queryClient.setQueryData<DialogPages>(queryKeys.dialogs(), {
      ...data!,
      pages: data!.pages.map((page) => ({ ...page, data: changeInGroups(page.data, dialogId, change) })),
    });
  }
  const deal = queryClient.getQueryData<DialogListResponse>(queryKeys.dealDialog(dialogId));
  const inDeal = deal?.data.some((group) => group.dialogs.some((d) => d.id === dialogId)) ?? false;
  if (inDeal) queryClient.setQueryData<DialogListResponse>(queryKeys.dealDialog(dialogId), { ...deal!, data: changeInGroups(deal!.data, dialogId, change) });
  return inList || inDeal;
}

/**
 * Adds a message to its dialog (once: a sent message can come back by polling). Returns false when
 * the dialog is not in the cache, so the caller reloads the list (spec §4).
 */
export function appendMessageToCache(queryClient: QueryClient, message: Message, countAsUnread = false): boolean {
  return updateDialog(queryClient, message.dialog_id, (dialog) => {
    if (dialog.messages.some((m) => m.id === message.id)) return dialog;
    return {
      ...dialog,
      messages: [...dialog.messages, message],
      last_message_at: message.created_at,
      unread_count: dialog.unread_count + (countAsUnread && !message.read ? 1 : 0),
    };
  });
}

/** The pending NDA decision message is replaced by the answered one (a new id). */
export function replaceMessageInCache(queryClient: QueryClient, replacedId: number, message: Message): void {
  updateDialog(queryClient, message.dialog_id, (dialog) => ({
    ...dialog,
    messages: [...dialog.messages.filter((m) => m.id !== replacedId && m.id !== message.id), message],
  }));
}

export function markDialogReadInCache(queryClient: QueryClient, dialogId: number): void {
  updateDialog(queryClient, dialogId, (dialog) => ({
    ...dialog,
    unread_count: 0,
    messages: dialog.messages.map((m) => (m.read ? m : { ...m, read: true })),
  }));
}

export function patchDialogInCache(queryClient: QueryClient, dialogId: number, patch: Partial<Dialog>): void {
  updateDialog(queryClient, dialogId, (dialog) => ({ ...dialog, ...patch }));
}

/** Older messages loaded on scrolling up go in front. */
export function prependMessagesInCache(queryClient: QueryClient, dialogId: number, older: Message[], hasOlder: boolean): void {
  updateDialog(queryClient, dialogId, (dialog) => {
    const known = new Set(dialog.messages.map((m) => m.id));
    return { ...dialog, messages: [...older.filter((m) => !known.has(m.id)), ...dialog.messages], has_older_messages: hasOlder };
  });
}
