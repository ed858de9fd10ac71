// The due-diligence checklist as both parties see it (issue #30 §3).
import type { ChecklistItem, ChecklistResponse } from '@bizmarkt/shared/contract';
import type { ChecklistEntry } from '../domain/due-diligence';

export function toChecklistItem({ item, row }: ChecklistEntry): ChecklistItem {
  return {
    item,
    state: row?.state ?? 'open',
    request_note: row?.request_note ?? null,
    answer_note: row?.answer_note ?? null,
    requested_at: row?.requested_at?.toISOString() ?? null,
    answered_at: row?.answered_at?.toISOString() ?? null,
    verified_at: row?.verified_at?.toISOString() ?? null,
  };
}

export function toChecklist(entries: readonly ChecklistEntry[]): ChecklistResponse {
  const items = entries.map(toChecklistItem);
  return { items, verified: items.filter((item) => item.state === 'verified').length, total: items.length };
}
