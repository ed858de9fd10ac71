// Content hashes of every file under a folder: proves that a deployment left it byte-identical.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function fileHashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
      }),
  );
}
