// Which modules of the shared package go into the shell's startup chunk `startup-own`
// (rspack-app.ts). Apart from the rspack config so that a unit test can hold it to the sources.
import path from 'node:path';

/**
 * Modules of the shared package that its root loads with `import()`: the XHR transport with the
 * first upload, the laravel-precognition client with a form's first validation. They stay out of the startup
 * chunk, so that only the pages that upload or validate download them. `startup-chunks.test.ts`
 * fails when the package gains an `import()` of its own code that is not listed here. (Its locale
 * files are `import()`ed too and stay in: both languages together weigh what one weighs apart.)
 */
export const SHARED_LAZY_MODULES = ['api/upload-transport.ts', 'forms/precognition-http-client.ts'] as const;

/**
 * The shared package's modules in the shell's build, in one chunk every page loads: the root
 * singleton the shell provides to every app, the router, query and translation entries, their
 * locale files, and the pure subpaths (route table, path builders, constants) that both the root
 * and the shell's own code import. Left to the defaults, each lazy chunk below the 20 KB split
 * minimum kept its own copy of the pure modules (the route table twice on every page) and the rest
 * came in five requests. A named group takes every module of the package that any lazy chunk of the
 * shell imports, so what the root loads later is named in SHARED_LAZY_MODULES and kept out.
 */
const SHARED_SRC_FILE = /[\\/]shared[\\/]src[\\/](.+)$/;
export function inStartupSharedPackageChunk(resource: string): boolean {
  const file = SHARED_SRC_FILE.exec(resource)?.[1]?.split(path.sep).join('/');
  return file !== undefined && !(SHARED_LAZY_MODULES as readonly string[]).includes(file);
}
