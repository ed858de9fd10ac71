import { stopStack } from './stack';

export default async function globalTeardown(): Promise<void> {
  // run-e2e.mjs keeps the stack for its next pass; the last pass stops it.
  if (process.env.E2E_KEEP_STACK) return;
  await stopStack();
}
