import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Reports every failed remote load to the console (the error-log queue takes these over in a later
 * issue) and lets the error reach the slot's error boundary, which shows the fallback.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bizmarkt-remote-error',
    errorLoadRemote(args) {
      console.error(`[shell] remote "${String(args.id)}" failed to load (${args.lifecycle})`, args.error);
      return undefined;
    },
  };
}
