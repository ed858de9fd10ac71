// The async boundary: Module Federation negotiates the shared singletons before any React code runs.
//
// Started in steps, each from a task of its own, so that no one of them blocks the main thread for
// long (Total Blocking Time; docs/architecture/federation-and-shared.md, "Startup chunks"):
// evaluating main.js sets up the federation runtime; then the startup chunks' share negotiation and
// requests; then the shared package with the libraries it imports (React, the router, TanStack Query,
// i18next); then react-dom; then the shell's own startup code. The steps' modules are the ones the
// startup code needs anyway, from the same chunks, so nothing more is downloaded; a step only moves
// their evaluation to a task of its own.
// Under Lighthouse's 4× CPU that was one task of ≈ 190 ms for main.js and one of ≈ 150 ms for the
// startup code.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  await import('@bizmarkt/shared');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./bootstrap');
}

start().catch((error: unknown) => console.error('[shell] bootstrap failed', error));
