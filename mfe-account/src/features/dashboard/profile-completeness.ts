import type { User } from '@bizmarkt/shared/contract';

/** The parts of a profile the dashboard counts, in the order it lists what is missing. */
export const PROFILE_PARTS = ['avatar', 'name', 'last_name', 'country_code', 'about', 'role', 'email_verified_at'] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

export interface ProfileCompleteness {
  /** 0–100, rounded down, so 100 means nothing is missing. */
  percent: number;
  missing: ProfilePart[];
}

function isFilled(user: User, part: ProfilePart): boolean {
  const value = user[part];
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
}

export function profileCompleteness(user: User): ProfileCompleteness {
  const missing = PROFILE_PARTS.filter((part) => !isFilled(user, part));
  const done = PROFILE_PARTS.length - missing.length;
  return { percent: Math.floor((done / PROFILE_PARTS.length) * 100), missing };
}
