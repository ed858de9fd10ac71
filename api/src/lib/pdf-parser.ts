// The PDF parser of the upload check (pdf-sanitize.ts): pdf-lib's, with limits. The object and
// cross-reference streams it decodes while parsing are decoded here first, within a budget for the whole
// document, and nesting and the number of objects are bounded, so a small hostile file cannot make it
// inflate gigabytes or recurse without end. Also how a name reads to a PDF reader (`nameOf`).
import { inflateSync } from 'node:zlib';
import { decodePDFRawStream, PDFArray, PDFContext, PDFDict, PDFName, PDFObject, PDFParser, PDFRawStream } from 'pdf-lib';

/** Decoded object and cross-reference streams of one document, in all (the upload itself is ≤ 10 MB). */
export const PDF_DECODED_BUDGET_BYTES = 64 * 1024 * 1024;
/** Arrays and dictionaries nested deeper than this are refused (the writer recurses through them). */
export const PDF_MAX_DEPTH = 64;
/** More objects than a 10 MB business document has; each costs a parse and a check. */
export const PDF_MAX_OBJECTS = 200_000;

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

/** A limit of the parse (or of the inspection after it) was reached. */
export class TooLarge extends Error {}

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
export class BoundedPdfParser extends PDFParser {
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
