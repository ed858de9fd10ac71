// Standalone pages of remotes built with `experiments.externalRuntime`: their bundles expect the
// global `_FEDERATION_RUNTIME_CORE`, which the shell provides in the product page. Only a remote's own
// index.html loads this file.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const g = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: unknown };
g._FEDERATION_RUNTIME_CORE ??= runtimeCore;
g._FEDERATION_RUNTIME_CORE_FROM ??= { name: 'standalone-provider', version: 'n/a' };
