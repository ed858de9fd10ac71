import type { DataRoomVisibility } from '@bizmarkt/shared/contract';

/**
 * The key of a visibility's words: on a listing without an NDA, `nda` documents are for the buyers in
 * conversation about it (decision 0254), and the seller and buyer read it so.
 */
export function visibilityKey(visibility: DataRoomVisibility, listingNda: boolean): string {
  return visibility === 'nda' && !listingNda ? 'dataRoom.visibility.conversation' : `dataRoom.visibility.${visibility}`;
}

const KB = 1024;
const MB = 1024 * 1024;

/** A file size as the unit key and the number to show in it: bytes below 1 KB, KB below 1 MB (1 decimal), MB. */
export function sizeParts(bytes: number): { unit: 'bytes' | 'kb' | 'mb'; value: number; decimals: 0 | 1 } {
  if (bytes < KB) return { unit: 'bytes', value: bytes, decimals: 0 };
  if (bytes < MB) return { unit: 'kb', value: bytes / KB, decimals: 1 };
  return { unit: 'mb', value: bytes / MB, decimals: 1 };
}
