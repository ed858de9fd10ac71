// The shared package's own namespace: texts that code in this package shows (the error catalogue's
// toasts). Registered like every app's namespace, so its files load lazily per locale; the shell
// registers and loads it at startup, before anything can fail.
import { registerNamespace } from './i18n';

export const COMMON_NS = 'common';

export function registerCommonNamespace(): void {
  registerNamespace(COMMON_NS, {
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
  });
}
