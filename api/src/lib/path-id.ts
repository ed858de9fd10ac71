import { INT4_MAX } from '@bizmarkt/shared/contract';

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** A path's `:id` as a row id, or null when it cannot name one (not digits, or past PostgreSQL's integer). */
export function pathIdOf(raw: string): number | null {
  if (!ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id <= INT4_MAX ? id : null;
}
