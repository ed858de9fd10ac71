import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { reportRenderError } from '@bizmarkt/shared';
import { localeFromPath } from '@bizmarkt/shared/locale';
import { pathsFor } from '@bizmarkt/shared/routing';
import { FirstPaintHandover } from './first-paint';

/** Search engines and link previews: they get no error page (spec §2 "Error page"). */
const BOT_USER_AGENT = /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|lighthouse/i;

export function isBot(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}

function FatalErrorPage() {
  const { t } = useTranslation('shell');
  // A plain link: after a fatal error the whole page starts again.
  const home = pathsFor(localeFromPath(window.location.pathname)).landing();
  return (
    <main className="bz-error-page bz-error-page--fatal">
      <FirstPaintHandover />
      <h1>{t('fatal.title')}</h1>
      <p>{t('notFound.text')}</p>
      <a className="p-button p-component" href={home}>
        {t('notFound.back')}
      </a>
    </main>
  );
}

interface State {
  failed: boolean;
}

/** The application root's last line: a render error nothing else caught shows the error page. */
export class FatalErrorBoundary extends Component<{ children: ReactNode; userAgent?: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] fatal render error', error);
    reportRenderError(error, info.componentStack, { boundary: 'fatal' });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return isBot(this.props.userAgent ?? navigator.userAgent) ? null : <FatalErrorPage />;
  }
}
