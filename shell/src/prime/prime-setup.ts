// The page's PrimeReact setup, applied when PrimeReact's api module first loads — with the first
// PrimeReact component any app draws, not at startup: a page without one (the landing) loads none of
// PrimeReact (issue #14). The shell provides that module to every app (configured-api.ts).
import type PrimeReactConfig from 'primereact/api';
import type { ConfirmDialogProps } from 'primereact/confirmdialog';
import { OVERLAY_Z_INDEX, type Locale } from '@bizmarkt/shared/constants';
import { localeFromPath } from '@bizmarkt/shared/locale';

type PrimeReactStatics = typeof PrimeReactConfig;

let pageLocale: Locale = typeof window === 'undefined' ? 'en' : localeFromPath(window.location.pathname);
let prime: PrimeReactStatics | null = null;

/**
 * The page's settings (spec §9 overlay layers, ripple) on PrimeReact's static configuration, which
 * its components read when no provider says otherwise, and PrimeReact's own texts in German (close
 * buttons, "no results", month names) from primelocale, the library's community translations.
 */
export function configurePrime(statics: PrimeReactStatics, addLocale: (name: string, options: object) => void, german: object): void {
  addLocale('de', german);
  statics.ripple = true;
  statics.autoZIndex = true;
  statics.zIndex = { ...statics.zIndex, ...OVERLAY_Z_INDEX };
  statics.locale = pageLocale;
  prime = statics;
}

/** The page's language for PrimeReact's own texts (LocaleSync); kept until PrimeReact loads. */
export function setPrimeLocale(locale: Locale): void {
  pageLocale = locale;
  if (prime) prime.locale = locale;
}

type ConfirmListener = (props: ConfirmDialogProps) => void;

/**
 * PrimeReact's overlay bus as `confirmDialog()` uses it: it emits 'confirm-dialog' with the dialog's
 * props, which ConfirmDialog listens for. The library's types name only its 'overlay-click' event.
 */
export interface ConfirmBus {
  on(event: 'confirm-dialog', listener: ConfirmListener): void;
  off(event: 'confirm-dialog', listener: ConfirmListener): void;
  emit(event: 'confirm-dialog', props: ConfirmDialogProps): void;
}

let bus: ConfirmBus | null = null;
const waitingForBus = new Set<(bus: ConfirmBus) => void>();

/** Called once by the shell's `primereact/overlayservice` when an app first loads it. */
export function overlayServiceLoaded(service: unknown): void {
  bus = service as ConfirmBus;
  for (const listen of waitingForBus) listen(bus);
  waitingForBus.clear();
}

/**
 * Listens for `confirmDialog()` calls from the moment PrimeReact's overlay bus exists: at once if it
 * does, else when the first module that can call it loads (so the first call is never missed).
 * Returns the function that stops listening.
 */
export function onConfirmDialog(listener: ConfirmListener): () => void {
  if (bus) {
    const current = bus;
    current.on('confirm-dialog', listener);
    return () => current.off('confirm-dialog', listener);
  }
  let stopped = false;
  let stop = () => {
    stopped = true;
  };
  const attach = (loaded: ConfirmBus) => {
    if (stopped) return;
    loaded.on('confirm-dialog', listener);
    stop = () => loaded.off('confirm-dialog', listener);
  };
  waitingForBus.add(attach);
  return () => {
    waitingForBus.delete(attach);
    stop();
  };
}

/** The overlay bus, once loaded (ConfirmArea replays the first call on it). */
export function confirmBus(): ConfirmBus | null {
  return bus;
}
