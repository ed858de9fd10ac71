// The About me form's values, how they travel (multipart FormData, spec §7) and where the server's
// messages are shown (spec §8: name errors also under last name and country).
import type { Role, User } from '@bizmarkt/shared/contract';

export interface ProfileValues {
  role: Role | '';
  name: string;
  last_name: string;
  country_code: string;
  about: string;
  website: string;
  facebook: string;
  twitter: string;
  instagram: string;
  pinterest: string;
}

export const PROFILE_FIELDS = [
  'role',
  'name',
  'last_name',
  'country_code',
  'about',
  'website',
  'facebook',
  'twitter',
  'instagram',
  'pinterest',
] as const satisfies ReadonlyArray<keyof ProfileValues>;

/** The links: sent trimmed. */
const LINK_FIELDS = new Set<string>(['website', 'facebook', 'twitter', 'instagram', 'pinterest']);

/** What the picture part of the form holds: a new file, or the saved picture to delete. */
export interface AvatarChange {
  file: File | null;
  deleted: boolean;
}

export function profileValues(user: User): ProfileValues {
  return {
    role: user.role ?? '',
    name: user.name ?? '',
    last_name: user.last_name ?? '',
    country_code: user.country_code ?? '',
    about: user.about ?? '',
    website: user.website ?? '',
    facebook: user.facebook ?? '',
    twitter: user.twitter ?? '',
    instagram: user.instagram ?? '',
    pinterest: user.pinterest ?? '',
  };
}

/**
 * The multipart body of `POST /api/users/{id}`: every profile field (an empty string clears an optional
 * link, as Laravel reads empty strings as null), `delete_file` 0 or 1, and `file` when one was chosen.
 */
export function profileFormData(values: ProfileValues, avatar: AvatarChange): FormData {
  const body = new FormData();
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    // No role yet is not a choice to send: the server keeps the field required where it must be.
    if (field === 'role' && value === '') continue;
    body.append(field, LINK_FIELDS.has(field) ? value.trim() : value);
  }
  body.append('delete_file', avatar.deleted && !avatar.file ? '1' : '0');
  if (avatar.file) body.append('file', avatar.file, avatar.file.name);
  return body;
}

/** Messages of `from` followed by those of `also` that are not already there. */
function merged(from: string[] | undefined, also: string[] | undefined): string[] {
  const messages = [...(from ?? [])];
  for (const message of also ?? []) if (!messages.includes(message)) messages.push(message);
  return messages;
}

/**
 * The messages shown under each control. Spec §8: a `name` error is also shown under last name and
 * under country; picture errors come as `file` (or `delete_file`).
 */
export function visibleErrors(errors: Record<string, string[]>) {
  const name = errors.name;
  return {
    role: errors.role ?? [],
    name: name ?? [],
    last_name: merged(errors.last_name, name),
    country_code: merged(errors.country_code, name),
    about: errors.about ?? [],
    website: errors.website ?? [],
    facebook: errors.facebook ?? [],
    twitter: errors.twitter ?? [],
    instagram: errors.instagram ?? [],
    pinterest: errors.pinterest ?? [],
    file: merged(errors.file, errors.delete_file),
  };
}
