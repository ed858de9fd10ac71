// What a PDF check answers, apart from the checker itself (pdf-sanitize.ts): the upload check and the
// thread that runs the checker import these without loading pdf-lib, which only the checker's thread
// (pdf-worker.ts) needs.
/** What makes a PDF refused, as the sender is told. */
export const PDF_FINDINGS = ['javascript', 'automatic_action', 'launch', 'embedded_file', 'external_file', 'xfa', 'rich_media', 'form_submission'] as const;
export type PdfFinding = (typeof PDF_FINDINGS)[number];

export type PdfRefusalReason = 'active' | 'encrypted' | 'unreadable';

export class PdfRefused extends Error {
  constructor(
    readonly reason: PdfRefusalReason,
    /** For 'active': what was found, in the order of PDF_FINDINGS. */
    readonly findings: readonly PdfFinding[],
    readonly detail: string,
  ) {
    super(`PDF refused (${reason}): ${detail}`);
    this.name = 'PdfRefused';
  }
}

export interface SanitizedPdf {
  /** The document saved anew: what may be stored and served. */
  data: Buffer;
  /** What the rewrite took out (for the log): e.g. 'uri_link', 'open_action', 'trailing_bytes'. */
  removed: string[];
}
