// What the shell's server adds to every page for its remotes (serve.mjs). Pure, unit-tested beside.

/**
 * The page with what its first remote needs, so the browser does not wait for the shell's code to
 * find it out (issue #14): /remotes.json as a data block (read by shell/src/remotes/remote-registry.ts
 * instead of fetching it; a data block is not a script, so the CSP is unchanged), and a preload hint
 * for the manifest of the remote that draws this page (routes.json `remote`), in the request mode the
 * MF runtime fetches it with (CORS), or the browser would fetch it twice.
 * Not remoteEntry.js: when the remote is down, its failed preload stays unused (the runtime stops at
 * the manifest) and Chromium hands that failure to the script of the later Retry (federation.spec).
 */
export function withRemoteHints(html, manifest, remoteName) {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const tags = [`<script type="application/json" id="bz-remotes">${json}</script>`];
  const remote = manifest.find((entry) => entry.name === remoteName);
  if (remote) {
    const attr = (url) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    tags.push(`<link rel="preload" href="${attr(remote.entry)}" as="fetch" crossorigin="anonymous" />`);
  }
  return html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
