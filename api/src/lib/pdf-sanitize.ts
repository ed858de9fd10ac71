// PDFs (chat attachments, issue #27 point 4) are read by a real parser, pdf-lib's, never by scanning
// bytes: it resolves object streams and every standard filter (ASCIIHex, ASCII85, LZW, Flate,
// RunLength, and chains of them) and reads names with their `#xx` escapes decoded. Then:
//
// - REFUSED, with what was found named to the sender: JavaScript (anywhere), automatic actions
//   (/OpenAction or /AA doing anything but showing a page of the document), launch actions, embedded
//   files (/EmbeddedFiles, /EmbeddedFile, /FileAttachment annotations, /GoToE) and streams read from
//   an outside file, XFA forms, rich media (/RichMedia, /Movie, /Sound, /Rendition), form submission
//   and import (/SubmitForm, /ImportData). An encrypted PDF, and one the parser cannot read, is refused
//   with a message of its own.
// - REWRITTEN, always: what is stored is the parsed document saved anew by pdf-lib — only the objects
//   that were checked, one fresh cross-reference table, nothing after %%EOF (an appended ZIP or HTML
//   page is gone), earlier revisions of an incremental update merged away. Links that leave the
//   document (/URI, /GoToR) lose their action (the text stays, it is no longer a link), and a harmless
//   /OpenAction or /AA (go to a page of this document) is dropped.
// The rewritten bytes are parsed and checked once more before they are handed back: whatever is
// stored is what was checked. (Decision: docs/decisions/0122-pdf-uploads.md.)
import { PDFArray, PDFContext, PDFDict, PDFInvalidObject, PDFName, PDFObject, PDFRef, PDFStream, PDFWriter } from 'pdf-lib';

export { PDF_FINDINGS, PdfRefused, type PdfFinding, type PdfRefusalReason, type SanitizedPdf } from './pdf-refused';
import { PDF_FINDINGS, PdfRefused, type PdfFinding, type SanitizedPdf } from './pdf-refused';
export { nameOf, PDF_DECODED_BUDGET_BYTES, PDF_MAX_DEPTH, PDF_MAX_OBJECTS } from './pdf-parser';
import { BoundedPdfParser, nameOf, PDF_MAX_DEPTH, TooLarge } from './pdf-parser';

const KEY_FINDINGS: Readonly<Record<string, PdfFinding>> = {
  JS: 'javascript',
  JavaScript: 'javascript',
  EmbeddedFiles: 'embedded_file',
  EF: 'embedded_file',
  XFA: 'xfa',
  RichMedia: 'rich_media',
  RichMediaContent: 'rich_media',
  RichMediaSettings: 'rich_media',
};

/** Names as values: action types (/S), annotation subtypes and object types that are refused. */
const VALUE_FINDINGS: Readonly<Record<string, PdfFinding>> = {
  JavaScript: 'javascript',
  Launch: 'launch',
  EmbeddedFile: 'embedded_file',
  FileAttachment: 'embedded_file',
  GoToE: 'embedded_file',
  RichMedia: 'rich_media',
  Movie: 'rich_media',
  Sound: 'rich_media',
  Rendition: 'rich_media',
  SubmitForm: 'form_submission',
  ImportData: 'form_submission',
};

/** Actions that leave the document when clicked: taken out of the rewrite. */
const STRIPPED_ACTIONS: ReadonlySet<string> = new Set(['URI', 'GoToR']);
/** Keys through which an action is reached from its owner (annotation, outline item, previous action). */
const ACTION_KEYS = ['A', 'PA', 'Next'] as const;
/** Automatic actions: refused unless they only show a page of this document, and never kept. */
const AUTOMATIC_KEYS = ['OpenAction', 'AA'] as const;

interface Inspection {
  findings: Set<PdfFinding>;
  /** Action dictionaries to take out (links leaving the document). */
  stripped: Set<PDFDict>;
  /** Dictionaries holding a harmless /OpenAction or /AA (dropped). */
  automatic: Set<PDFDict>;
}

const lookupDict = (context: PDFContext, value: PDFObject | undefined): PDFDict | undefined => {
  const resolved = value instanceof PDFRef ? context.lookup(value) : value;
  return resolved instanceof PDFDict ? resolved : undefined;
};

const actionType = (context: PDFContext, action: PDFDict | undefined): string | null => {
  const type = action?.get(PDFName.of('S'));
  const resolved = type instanceof PDFRef ? context.lookup(type) : type;
  return resolved instanceof PDFName ? nameOf(resolved) : null;
};

/**
 * An automatic action is harmless when it only shows a place in this document: a destination (an
 * array or a name) or a /GoTo action without a follow-up.
 */
function harmlessAutomatic(context: PDFContext, value: PDFObject | undefined): boolean {
  const resolved = value instanceof PDFRef ? context.lookup(value) : value;
  if (resolved instanceof PDFArray || resolved instanceof PDFName) return true;
  if (!(resolved instanceof PDFDict)) return resolved === undefined;
  return actionType(context, resolved) === 'GoTo' && resolved.get(PDFName.of('Next')) === undefined;
}

/** /AA holds one action per trigger. */
function harmlessAdditionalActions(context: PDFContext, value: PDFObject | undefined): boolean {
  const triggers = lookupDict(context, value);
  if (!triggers) return value === undefined || !(value instanceof PDFRef || value instanceof PDFDict);
  return triggers.values().every((action) => harmlessAutomatic(context, action));
}

/** Walks every object the parser found (reachable or not), every dictionary and array inside. */
function inspect(context: PDFContext): Inspection {
  const result: Inspection = { findings: new Set(), stripped: new Set(), automatic: new Set() };
  const visit = (object: PDFObject, depth: number): void => {
    if (depth > PDF_MAX_DEPTH) throw new TooLarge('nested too deeply');
    if (object instanceof PDFInvalidObject) throw new Error('invalid object');
    if (object instanceof PDFName) {
      const finding = VALUE_FINDINGS[nameOf(object)];
      if (finding) result.findings.add(finding);
      return;
    }
    if (object instanceof PDFArray) {
      for (const item of object.asArray()) visit(item, depth + 1);
      return;
    }
    if (object instanceof PDFStream) {
      // A stream whose data comes from another file (/F, /FFilter) reaches outside the document.
      if (object.dict.get(PDFName.of('F')) !== undefined || object.dict.get(PDFName.of('FFilter')) !== undefined) result.findings.add('external_file');
      visit(object.dict, depth + 1);
      return;
    }
    if (!(object instanceof PDFDict)) return;
    for (const [key, value] of object.entries()) {
      const name = nameOf(key);
      const finding = KEY_FINDINGS[name];
      if (finding) result.findings.add(finding);
      if (name === 'OpenAction' || name === 'AA') {
        const harmless = name === 'OpenAction' ? harmlessAutomatic(context, value) : harmlessAdditionalActions(context, value);
        if (!harmless) result.findings.add('automatic_action');
        result.automatic.add(object);
      }
      visit(key, depth + 1);
      visit(value, depth + 1);
    }
    const type = actionType(context, object);
    if (type !== null && STRIPPED_ACTIONS.has(type)) result.stripped.add(object);
  };
  for (const [, object] of context.enumerateIndirectObjects()) visit(object, 0);
  // The trailer's dictionary is not an object of its own; its /Root and /Info are.
  return result;
}

/** Takes the links that leave the document and the harmless automatic actions out. */
function rewrite(context: PDFContext, found: Inspection): string[] {
  const removed = new Set<string>();
  const isStripped = (value: PDFObject | undefined) => {
    const dict = lookupDict(context, value);
    return dict !== undefined && found.stripped.has(dict);
  };
  for (const owner of found.automatic) {
    for (const key of AUTOMATIC_KEYS) {
      if (owner.get(PDFName.of(key)) !== undefined) {
        owner.delete(PDFName.of(key));
        removed.add(key === 'OpenAction' ? 'open_action' : 'additional_actions');
      }
    }
  }
  const visit = (object: PDFObject): void => {
    if (object instanceof PDFArray) {
      object.asArray().forEach(visit);
    } else if (object instanceof PDFStream) {
      visit(object.dict);
    } else if (object instanceof PDFDict) {
      for (const key of ACTION_KEYS) {
        const value = object.get(PDFName.of(key));
        if (isStripped(value)) object.delete(PDFName.of(key));
      }
      // A catalog's /URI holds the base of relative links: with no links left it has no use.
      if (object.get(PDFName.of('URI')) !== undefined && actionType(context, object) === null) object.delete(PDFName.of('URI'));
      object.values().forEach(visit);
    }
  };
  for (const [, object] of context.enumerateIndirectObjects()) visit(object);
  // An action kept alive through another path (an array of /Next actions) is emptied instead.
  for (const action of found.stripped) {
    for (const key of action.keys()) action.delete(key);
    removed.add('external_link');
  }
  return [...removed];
}

function catalogOf(context: PDFContext): PDFDict | undefined {
  const root = context.trailerInfo.Root;
  const catalog = root instanceof PDFRef ? context.lookup(root) : root;
  if (!(catalog instanceof PDFDict)) return undefined;
  return catalog.lookup(PDFName.of('Pages')) instanceof PDFDict ? catalog : undefined;
}

async function parse(data: Buffer): Promise<PDFContext> {
  let context: PDFContext;
  const parser = BoundedPdfParser.forUpload(data);
  try {
    context = await parser.parseDocument();
  } catch (error) {
    if (parser.limitHit !== null) throw new PdfRefused('unreadable', [], parser.limitHit);
    // An encrypted file's object streams cannot be decoded: the parse fails before its trailer is read.
    if (/\/Encrypt(?![A-Za-z])/.test(data.toString('latin1'))) throw new PdfRefused('encrypted', [], 'encrypted (and not readable)');
    throw new PdfRefused('unreadable', [], `cannot be parsed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
  if (context.trailerInfo.Encrypt !== undefined) throw new PdfRefused('encrypted', [], 'encrypted');
  if (!catalogOf(context)) throw new PdfRefused('unreadable', [], 'no document catalog with pages');
  return context;
}

function inspected(context: PDFContext): Inspection {
  try {
    return inspect(context);
  } catch (error) {
    throw new PdfRefused('unreadable', [], error instanceof Error ? error.message : String(error));
  }
}

function refuseActive(found: Inspection): void {
  if (found.findings.size === 0) return;
  const findings = PDF_FINDINGS.filter((finding) => found.findings.has(finding));
  throw new PdfRefused('active', findings, `contains ${findings.join(', ')}`);
}

/** The last `%%EOF` and the end-of-line after it, if any, close the file; anything later was appended. */
function hasBytesAfterEof(data: Buffer): boolean {
  const end = data.lastIndexOf('%%EOF', undefined, 'latin1');
  return (
    end < 0 ||
    data
      .subarray(end + 5)
      .toString('latin1')
      .trim() !== ''
  );
}

/**
 * Checks a PDF and returns it saved anew without links leaving the document; throws PdfRefused for
 * active content, encryption, or a file that is not a readable PDF.
 */
export async function sanitizePdf(input: Buffer): Promise<SanitizedPdf> {
  if (input.toString('latin1', 0, 5) !== '%PDF-') throw new PdfRefused('unreadable', [], 'no PDF header');
  const context = await parse(input);
  const found = inspected(context);
  refuseActive(found);
  const removed = rewrite(context, found);
  if (hasBytesAfterEof(input)) removed.push('trailing_bytes');
  context.trailerInfo.Encrypt = undefined;
  let output: Buffer;
  try {
    output = Buffer.from(await PDFWriter.forContext(context, 500).serializeToBuffer());
  } catch (error) {
    throw new PdfRefused('unreadable', [], `cannot be written anew (${error instanceof Error ? error.message : String(error)})`);
  }
  // What is stored is what was checked: the new bytes are read back and must hold nothing at all.
  const again = inspected(await parse(output));
  if (again.findings.size > 0 || again.stripped.size > 0 || again.automatic.size > 0 || hasBytesAfterEof(output)) {
    throw new PdfRefused('unreadable', [], 'the rewritten file still holds actions');
  }
  return { data: output, removed };
}
