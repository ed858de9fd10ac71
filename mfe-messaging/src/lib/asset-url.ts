// Files this remote serves beside its chunks (public/): their address is the remote's own origin,
// wherever the shell runs. The chunks' public path ('auto') is where remoteEntry.js was loaded from.
declare const __webpack_public_path__: string;

/** The absolute URL of a file under the remote's public path; the page's origin outside a build (unit tests). */
export function remoteAssetUrl(path: string): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
  return new URL(path, new URL(base, window.location.href)).href;
}
