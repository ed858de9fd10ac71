// Drives the customer-chat widget from the page's state (spec §2 "Header", §3 "Cookies", §9):
// - never loaded for logged-out visitors (they cannot use the chat), shut down on logout so the next
//   person on this browser does not see the previous user's conversations;
// - the launcher hidden on the landing page (`/`, `/de`);
// - refreshed 250 ms after each route change, once the new page has settled, so the widget sees the
//   new URL and checks for new messages;
// - every call carries the user data (app id, email, user id, user hash) — the widget treats a call
//   without them as an anonymous visitor — and the page's language.
import type { Locale } from '@bizmarkt/shared/constants';
import type { User } from '@bizmarkt/shared/contract';
import { stripLocale } from '@bizmarkt/shared/locale';
import { CHAT_WIDGET_HORIZONTAL_PADDING, CHAT_WIDGET_REFRESH_MS, CHAT_WIDGET_VERTICAL_PADDING } from '@bizmarkt/shared/constants';

/** The session user as the chat needs it; `user_hash` is the identity-verification hash when the API sends one. */
export type ChatUser = Pick<User, 'id' | 'name' | 'last_name' | 'email'> & { user_hash?: string | null };

export interface ChatPageState {
  user: ChatUser | null;
  pathname: string;
  locale: Locale;
}

/** The widget's settings as it expects them on the wire: snake_case keys. */
export type ChatWidgetPayload = Record<string, string | number | boolean>;

/** The vendor's commands (Intercom's boot / update / shutdown). */
export interface ChatWidgetApi {
  load(): void;
  boot(payload: ChatWidgetPayload): void;
  update(payload: ChatWidgetPayload): void;
  shutdown(): void;
}

interface ChatUserData {
  appId: string;
  userId: string;
  email: string;
  userHash?: string;
}

/** `lastRequestAt` → `last_request_at`. */
export function snakeCaseKeys(settings: Record<string, string | number | boolean | undefined>): ChatWidgetPayload {
  const payload: ChatWidgetPayload = {};
  for (const [key, value] of Object.entries(settings)) {
    if (value !== undefined) payload[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = value;
  }
  return payload;
}

export function isChatHiddenOn(pathname: string): boolean {
  return stripLocale(pathname) === '/';
}

function displayName(user: ChatUser): string {
  return [user.name, user.last_name].filter((part) => part?.trim()).join(' ');
}

export class ChatWidgetController {
  private state: ChatPageState | null = null;
  /** Kept across updates; replaced only when another user logs in. */
  private userData: ChatUserData | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly appId: string,
    private readonly widget: ChatWidgetApi,
    private readonly now: () => number = Date.now,
  ) {}

  /** Call with the page's state whenever the user, the path or the locale changes. */
  setState(next: ChatPageState): void {
    const previous = this.state;
    this.state = next;
    if (!next.user) {
      this.logOut();
      return;
    }
    if (!this.userData || !previous?.user || previous.user.id !== next.user.id) {
      this.boot(next.user);
      return;
    }
    this.userData = { ...this.userData, ...this.userDataOf(next.user) };
    if (previous.pathname !== next.pathname) this.scheduleRefresh();
    else if (previous.locale !== next.locale || displayName(previous.user) !== displayName(next.user)) {
      this.widget.update(this.payload());
    }
  }

  dispose(): void {
    this.cancelRefresh();
  }

  private boot(user: ChatUser): void {
    this.cancelRefresh();
    if (this.userData) this.widget.shutdown(); // another user logged in without a logout in between
    this.userData = this.userDataOf(user);
    this.widget.load();
    this.widget.boot(this.payload());
  }

  private logOut(): void {
    this.cancelRefresh();
    if (!this.userData) return;
    this.userData = null;
    this.widget.shutdown();
  }

  private scheduleRefresh(): void {
    this.cancelRefresh();
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      if (this.userData) this.widget.update(this.payload());
    }, CHAT_WIDGET_REFRESH_MS);
  }

  private cancelRefresh(): void {
    if (this.refreshTimer !== null) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private userDataOf(user: ChatUser): ChatUserData {
    return {
      appId: this.appId,
      userId: String(user.id),
      email: user.email,
      ...(user.user_hash ? { userHash: user.user_hash } : {}),
    };
  }

  private payload(): ChatWidgetPayload {
    const state = this.state;
    const userData = this.userData;
    if (!state?.user || !userData) throw new Error('The chat widget has no user to send');
    return snakeCaseKeys({
      ...userData,
      name: displayName(state.user) || undefined,
      languageOverride: state.locale,
      hideDefaultLauncher: isChatHiddenOn(state.pathname),
      verticalPadding: CHAT_WIDGET_VERTICAL_PADDING,
      horizontalPadding: CHAT_WIDGET_HORIZONTAL_PADDING,
      // The widget throttles updates; a fresh last-request time (in seconds) makes it send this one.
      lastRequestAt: Math.floor(this.now() / 1000),
    });
  }
}
