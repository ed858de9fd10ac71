// The text a pdf-lib PDF draws (the invoice, the letter of intent): each string is written as hex in
// WinAnsi with Tj; content streams may be deflated.
import { inflateSync } from 'node:zlib';

export function drawnText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  return (
    streams
      .join('\n')
      .match(/<([0-9A-Fa-f]+)>\s*Tj/g)
      ?.map((hex) => Buffer.from(hex.slice(1, hex.indexOf('>')), 'hex').toString('latin1'))
      .join('\n')
      // WinAnsi puts the euro sign at 0x80, where Latin-1 has a control character.
      .replaceAll('\x80', '€') ?? ''
  );
}

/** The lines of the "Bill to" (or "Rechnung an") block: from its heading to the first line item. */
export function billToLines(text: string, heading = 'Bill to'): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && /^Bizmarkt PRO/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}
