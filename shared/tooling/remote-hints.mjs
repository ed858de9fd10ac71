// What the shell's server adds to every page for its remotes (serve.mjs). Pure, unit-tested beside.

/**
 * The page with what its first remote needs, so the browser does not wait for the shell's code to
 * find it out (issue #14): /remotes.json as a data block (read by shell/src/remotes/remote-registry.ts
 * instead of fetching it; a data block is not a script, so the CSP is unchanged), and preload hints
 * for the manifest and remoteEntry.js of the remote that draws this page (routes.json `remote`).
 * Each hint in the request mode the MF runtime uses (the manifest by CORS fetch, remoteEntry.js by a
 * plain script element), or the browser would fetch the file twice.
 */
export function withRemoteHints(html, manifest, remoteName) {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const tags = [`<script type="application/json" id="bz-remotes">${json}</script>`];
  const remote = manifest.find((entry) => entry.name === remoteName);
  if (remote) {
    const attr = (url) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    tags.push(`<link rel="preload" href="${attr(remote.entry)}" as="fetch" crossorigin="anonymous" />`);
    tags.push(`<link rel="preload" href="${attr(new URL('remoteEntry.js', remote.entry).href)}" as="script" />`);
  }
  return html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
