// Proof that the page holds one copy of this package: every evaluation of this module counts itself,
// and every app records which copy (and which React) it got. The end-to-end tests read both.
import { sessionStore } from './stores/session';

interface AppRecord {
  sharedInstanceId: string;
  sessionStore: unknown;
  react: unknown;
}

interface BizmarktGlobal {
  __BIZMARKT_SHARED_COPIES__?: number;
  __BIZMARKT_APPS__?: Record<string, AppRecord>;
}

export const SHARED_INSTANCE_ID: string = Math.random().toString(36).slice(2);

const g = globalThis as BizmarktGlobal;
g.__BIZMARKT_SHARED_COPIES__ = (g.__BIZMARKT_SHARED_COPIES__ ?? 0) + 1;

/** Called once by each app when its code first runs on a page. */
export function registerAppInstance(appName: string, react: unknown): void {
  g.__BIZMARKT_APPS__ ??= {};
  g.__BIZMARKT_APPS__[appName] = { sharedInstanceId: SHARED_INSTANCE_ID, sessionStore, react };
}
