// Remote URLs are read at runtime from the shell's /remotes.json and registered with the Module
// Federation runtime. Loading an expose goes through here, so a failed remote can be retried: the
// retry re-registers the remote with `force`, which drops the runtime's cached failure.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifestEntry, RemoteName } from '@bizmarkt/shared/federation';
import { remoteErrorPlugin } from './remote-error-plugin';

const entries = new Map<RemoteName, string>();

/** The id of the page's `<script type="application/json">` holding /remotes.json (serve.mjs writes it). */
export const REMOTES_DATA_ID = 'bz-remotes';

/** The manifest the shell's server wrote into the page, saving a round trip before any remote loads; null when absent. */
function manifestInPage(): RemoteManifestEntry[] | null {
  const text = document.getElementById(REMOTES_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const manifest: unknown = JSON.parse(text);
    return Array.isArray(manifest) ? (manifest as RemoteManifestEntry[]) : null;
  } catch {
    return null;
  }
}

async function fetchManifest(url: string): Promise<RemoteManifestEntry[]> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as RemoteManifestEntry[];
  } catch (error) {
    // Without the manifest every remote slot shows its fallback; the shell itself keeps working.
    console.error('[shell] could not read the remotes manifest', error);
    return [];
  }
}

export async function registerRemotesFromManifest(url = '/remotes.json'): Promise<void> {
  registerPlugins([remoteErrorPlugin()]);
  const manifest = manifestInPage() ?? (await fetchManifest(url));
  for (const remote of manifest) entries.set(remote.name, remote.entry);
  registerRemotes(manifest);
}

/** Loads `<remote>/<expose>` and returns its default export. */
export async function loadExpose<T>(remote: RemoteName, expose: string): Promise<T> {
  if (!entries.has(remote)) throw new Error(`Remote ${remote} is not in the remotes manifest`);
  const mod = await loadRemote<{ default: T }>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (!mod?.default) throw new Error(`${remote}/${expose} did not load`);
  return mod.default;
}

/** Forgets a failed remote so that the next load fetches its entry again. */
export function resetRemote(remote: RemoteName): void {
  const entry = entries.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
