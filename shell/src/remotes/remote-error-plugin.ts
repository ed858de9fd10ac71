import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportError } from '@bizmarkt/shared';

/**
 * Reports every failed remote load to the console and the error log, and lets the error reach the
 * slot's error boundary, which shows the fallback (the log keeps the error once: the boundary's
 * report of the same error object is skipped).
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bizmarkt-remote-error',
    errorLoadRemote(args) {
      console.error(`[shell] remote "${String(args.id)}" failed to load (${args.lifecycle})`, args.error);
      reportError(args.error, { source: 'module-federation', remote: String(args.id), lifecycle: args.lifecycle, from: args.from });
      return undefined;
    },
  };
}
