// Loading one remote's expose from another remote at run time (e.g. the wizard's preview draws
// mfe-listings' business details). Remotes are registered only in the shell's federation runtime
// (from /remotes.json), so the shell hands its loader to this singleton at startup and every remote
// loads through it: one registry, one retry path, the shell's error plugin on every failure.
import type { RemoteName } from '../federation/remotes';

export interface ExposeLoader {
  /** Resolves to the expose's default export. */
  load<T>(remote: RemoteName, expose: string): Promise<T>;
  /** Forgets a failed remote so that the next load fetches its entry again. */
  reset(remote: RemoteName): void;
}

let loader: ExposeLoader | null = null;

/** The shell calls this once, before the first render. */
export function registerExposeLoader(next: ExposeLoader): void {
  loader = next;
}

export function loadRemoteExpose<T>(remote: RemoteName, expose: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`No expose loader: ${remote}/${expose} can only load inside the shell`));
  return loader.load<T>(remote, expose);
}

export function resetRemoteExpose(remote: RemoteName): void {
  loader?.reset(remote);
}
