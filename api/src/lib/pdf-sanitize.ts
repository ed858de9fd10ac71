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
import { inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFInvalidObject,
  PDFName,
  PDFObject,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFWriter,
} from 'pdf-lib';

export { PDF_FINDINGS, PdfRefused, type PdfFinding, type PdfRefusalReason, type SanitizedPdf } from './pdf-refused';
import { PDF_FINDINGS, PdfRefused, type PdfFinding, type SanitizedPdf } from './pdf-refused';

/** Decoded object and cross-reference streams of one document, in all (the upload itself is ≤ 10 MB). */
export const PDF_DECODED_BUDGET_BYTES = 64 * 1024 * 1024;
/** Arrays and dictionaries nested deeper than this are refused (the writer recurses through them). */
export const PDF_MAX_DEPTH = 64;
/** More objects than a 10 MB business document has; each costs a parse and a check. */
export const PDF_MAX_OBJECTS = 200_000;

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

/**
 * A name as a reader understands it. pdf-lib decodes `#XX` with upper-case hex digits only; a reader
 * decodes `#4a` as well, so what is left is decoded here too (for judging, not for writing).
 */
export function nameOf(name: PDFName): string {
  let value = name.asString().slice(1);
  for (let round = 0; round < 3 && value.includes('#'); round += 1) {
    const next = value.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === value) break;
    value = next;
  }
  return value;
}

class TooLarge extends Error {}

/** Reads a pdf-lib decoding stream in slices, so that no more than `budget` bytes are ever held. */
function readBounded(stream: { getBytes(length: number): Uint8Array; isEmpty?: boolean }, budget: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const slice = stream.getBytes(64 * 1024);
    if (slice.length === 0) break;
    total += slice.length;
    if (total > budget) throw new TooLarge('decoded stream over budget');
    parts.push(Uint8Array.from(slice));
  }
  return Buffer.concat(parts);
}

/**
 * One filter of an object or cross-reference stream, decoded within the budget. Flate goes through
 * zlib with an output limit (a single Flate block can inflate a thousandfold before pdf-lib's decoder
 * would stop); the others through pdf-lib's own decoders, read in slices.
 */
function decodeFilter(data: Uint8Array, filter: PDFName, params: PDFDict | undefined, budget: number): Uint8Array {
  const name = nameOf(filter);
  if (name === 'FlateDecode' || name === 'Fl') {
    // No predictor is applied (pdf-lib's own Flate decoder applies none either): only the size matters.
    try {
      return inflateSync(data, { maxOutputLength: Math.max(1, budget), finishFlush: 2 });
    } catch (error) {
      // zlib's RangeError (checked by its code: under Jest it comes from another realm).
      if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new TooLarge('inflates beyond budget');
      throw error;
    }
  }
  const short: Record<string, string> = { AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode', LZW: 'LZWDecode', RL: 'RunLengthDecode' };
  const full = short[name] ?? name;
  if (!['ASCIIHexDecode', 'ASCII85Decode', 'LZWDecode', 'RunLengthDecode'].includes(full)) throw new Error(`unsupported filter ${name}`);
  const context = PDFContext.create();
  const dict = context.obj({ Filter: full, ...(params ? { DecodeParms: params } : {}) }) as PDFDict;
  return readBounded(decodePDFRawStream(PDFRawStream.of(dict, data)) as unknown as { getBytes(length: number): Uint8Array }, budget);
}

/**
 * pdf-lib's parser, with limits: the object and cross-reference streams it decodes while parsing are
 * decoded here first, within a budget for the whole document (a small file must not inflate to
 * gigabytes), and handed to it without their filters; nesting is bounded.
 */
class BoundedPdfParser extends PDFParser {
  private decodedBudget = PDF_DECODED_BUDGET_BYTES;
  private depth = 0;
  private objectCount = 0;
  /** The limit that stopped the parse (pdf-lib rethrows it as an invalid object). */
  limitHit: string | null = null;

  /** The file as latin1 text, for finding the next object past bytes the parser cannot read. */
  private readonly text: string;

  static forUpload(bytes: Buffer): BoundedPdfParser {
    // 500 objects a tick: a large document yields to the event loop now and then; invalid objects throw.
    return new BoundedPdfParser(bytes, 500, true, false);
  }

  private constructor(bytes: Buffer, objectsPerTick: number, throwOnInvalidObject: boolean, capNumbers: boolean) {
    super(bytes, objectsPerTick, throwOnInvalidObject, capNumbers);
    this.text = bytes.toString('latin1');
    // pdf-lib steps over unreadable bytes one at a time, trying to parse an object header at each (an
    // exception per byte: 10 MB of junk took minutes); one regular expression finds the same place.
    (this as unknown as { skipJibberish: () => void }).skipJibberish = () => this.skipToNextObject();
  }

  private skipToNextObject(): void {
    this.skipWhitespaceAndComments();
    const pattern = /\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj|xref|trailer|startxref/g;
    pattern.lastIndex = this.bytes.offset();
    const next = pattern.exec(this.text);
    this.bytes.moveTo(next ? next.index : this.text.length);
  }

  override parseObject(): PDFObject {
    this.depth += 1;
    try {
      return this.parseObjectWithinLimits();
    } catch (error) {
      if (error instanceof TooLarge) this.limitHit ??= error.message;
      throw error;
    } finally {
      this.depth -= 1;
    }
  }

  private parseObjectWithinLimits(): PDFObject {
    if (this.depth > PDF_MAX_DEPTH) throw new TooLarge('nested too deeply');
    const object = super.parseObject();
    if (this.depth === 1) {
      this.objectCount += 1;
      if (this.objectCount > PDF_MAX_OBJECTS) throw new TooLarge('too many objects');
    }
    return object instanceof PDFRawStream && this.isDecodedWhileParsing(object) ? this.predecoded(object) : object;
  }

  private isDecodedWhileParsing(stream: PDFRawStream): boolean {
    const type = stream.dict.lookup(PDFName.of('Type'));
    return type instanceof PDFName && ['ObjStm', 'XRef'].includes(nameOf(type));
  }

  private predecoded(stream: PDFRawStream): PDFRawStream {
    const { dict } = stream;
    const filter = dict.lookup(PDFName.of('Filter'));
    const params = dict.lookup(PDFName.of('DecodeParms'));
    const filters = filter === undefined ? [] : filter instanceof PDFArray ? filter.asArray() : [filter];
    let data: Uint8Array = stream.contents;
    filters.forEach((one, index) => {
      if (!(one instanceof PDFName)) throw new Error('filter is not a name');
      const param = params instanceof PDFArray ? params.lookup(index) : params;
      data = decodeFilter(data, one, param instanceof PDFDict ? param : undefined, this.decodedBudget);
      this.decodedBudget -= data.length;
      if (this.decodedBudget < 0) throw new TooLarge('decoded streams over budget');
    });
    const plain = dict.clone();
    plain.delete(PDFName.of('Filter'));
    plain.delete(PDFName.of('DecodeParms'));
    plain.set(PDFName.of('Length'), dict.context.obj(data.length));
    return PDFRawStream.of(plain, data);
  }
}

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
