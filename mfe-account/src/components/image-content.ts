// What a chosen picture really is, read from its bytes: a PDF renamed `.png` has a PNG name and type
// but not a PNG's first bytes. Checked when the file is chosen, so "Image is not valid" shows at once
// instead of a broken preview and the server's refusal after saving (the server still checks too).

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** JPEG or PNG by its first bytes (magic numbers), whatever the name and the type say. */
export async function hasImageSignature(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await readBytes(file.slice(0, PNG.length)));
  return startsWith(bytes, JPEG) || startsWith(bytes, PNG);
}

/** The browser can decode it (a truncated or corrupt file fails); skipped where decoding is unavailable. */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/** True when the file is a JPEG or PNG the browser can show. */
export async function isValidImageContent(file: Blob): Promise<boolean> {
  return (await hasImageSignature(file)) && (await decodes(file));
}
