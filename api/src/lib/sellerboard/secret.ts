// The report link at rest: AES-256-GCM (authenticated: a changed ciphertext fails to open rather than
// decrypting to another link). The key is derived from APP_KEY with HKDF under a label of its own, so it
// is never the key that signs links; rotating APP_KEY makes stored links unreadable (the sync then
// marks the connection expired and the seller pastes the link again).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const INFO = 'bizmarkt:sellerboard-link:v1';

function keyOf(appKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), INFO, 32));
}

export function encryptSecret(appKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appKey), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain text, or null when it does not open with this key (tampered, or APP_KEY changed). */
export function decryptSecret(appKey: string, sealed: string): string | null {
  const [version, iv, tag, ciphertext, extra] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || extra !== undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(appKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
