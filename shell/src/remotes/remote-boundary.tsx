import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { reportRenderError } from '@bizmarkt/shared';
import type { RemoteName } from '@bizmarkt/shared/federation';
import { FirstPaintHandover } from '../app/first-paint';

interface Props {
  remote: RemoteName | 'shell';
  /** Called before the slot renders again; it must forget the failed load. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className="bz-remote-fallback" role="alert">
      <FirstPaintHandover />
      <h2>{t('remote.unavailableTitle')}</h2>
      <p>{t('remote.unavailableText')}</p>
      <button type="button" className="p-button p-component" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

/** Around every remote slot: a remote that fails to load shows a translated fallback with Retry. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.remote} failed`, error, info.componentStack);
    reportRenderError(error, info.componentStack, { remote: this.props.remote });
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RemoteFallback onRetry={this.retry} />;
    return this.props.children;
  }
}
