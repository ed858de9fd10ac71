// The federation-cost baseline: React + react-dom + React Router alone, built by rspack in
// production mode into a temporary folder and served by the same static server as the apps.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';

const ENTRY = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([{ path: '*', element: createElement('h1', null, 'Baseline') }]);
createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));
`;

const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head><body><div id="root"></div></body></html>`;

/** Builds the baseline page; returns its folder (has index.html). */
export async function buildBaseline(e2eDir: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizmarkt-bench-baseline-'));
  const src = path.join(dir, 'src');
  fs.mkdirSync(src);
  fs.writeFileSync(path.join(src, 'index.js'), ENTRY);
  fs.writeFileSync(path.join(src, 'template.html'), HTML);
  const out = path.join(dir, 'dist');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: path.join(src, 'index.js') },
    output: { path: out, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
    resolve: { modules: [path.join(e2eDir, 'node_modules'), 'node_modules'] },
    plugins: [new rspack.HtmlRspackPlugin({ template: path.join(src, 'template.html') })],
    devtool: false,
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
  return out;
}
