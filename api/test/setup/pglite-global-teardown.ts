import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGLITE_TEMPLATE_ENV } from './shared-state';

export default async function pgliteGlobalTeardown(): Promise<void> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}
