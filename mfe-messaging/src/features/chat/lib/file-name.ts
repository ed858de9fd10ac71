import { ATTACHMENT_NAME_SHOWN } from '@bizmarkt/shared/contract';

/** A chat file name cut to 30 characters (spec §9), with an ellipsis when cut. */
export function shortFileName(name: string | null, max = ATTACHMENT_NAME_SHOWN): string {
  if (!name) return '';
  return name.length > max ? `${name.slice(0, max)}…` : name;
}

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'application/pdf']);

/** The attach button offers JPEG, PNG and PDF; the server judges the content again. */
export function isAcceptedFile(file: Pick<File, 'type'>): boolean {
  return ACCEPTED.has(file.type);
}
