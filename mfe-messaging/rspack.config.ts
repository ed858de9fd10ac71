import { rspack } from '@rspack/core';
import { createRemoteConfig } from '../shared/tooling/rspack-app';
import federation from './module-federation.config';

const [main, ...rest] = createRemoteConfig({ appDir: process.cwd(), federation, devPort: 3003 });
// public/ (the buying-process templates, public/templates/) is served as it is, beside the chunks.
main!.plugins = [...(main!.plugins ?? []), new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })];

export default [main, ...rest];
