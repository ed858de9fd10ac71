// A component exposed by another remote, drawn inside this one with the shell's dead-remote pattern:
// React.lazy created once (module scope, by the caller), Suspense while it loads, and an error
// boundary with a translated fallback and Retry, which forgets the failed load and tries again.
import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '../federation/remotes';
import { COMMON_NS } from '../i18n/common-namespace';
import { reportRenderError } from '../error-log';
import { loadRemoteExpose, resetRemoteExpose } from './expose-loader';

function FederatedFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(COMMON_NS);
  return (
    <section className="bz-remote-fallback" role="alert">
      <p>{t('remote.unavailable')}</p>
      <button type="button" className="p-button p-component" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

function FederatedLoading() {
  const { t } = useTranslation(COMMON_NS);
  return <p role="status">{t('remote.loading')}</p>;
}

interface BoundaryProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

class FederatedBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportRenderError(error, info.componentStack, { remote: this.props.name });
  }

  override render() {
    return this.state.failed ? <FederatedFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * Call at module scope: `const BusinessDetails = federatedComponent<BusinessDetailsProps>('mfe_listings', './business-details')`.
 * `load` replaces the loader (tests).
 */
export function federatedComponent<P extends object>(
  remote: RemoteName,
  expose: string,
  load: () => Promise<ComponentType<P>> = () => loadRemoteExpose<ComponentType<P>>(remote, expose),
): ComponentType<P> {
  const lazyComponent = () => lazy(async () => ({ default: await load() }));
  // React.lazy keeps a rejected load forever: Retry swaps in a fresh one.
  let Loaded = lazyComponent();

  function FederatedComponent(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      resetRemoteExpose(remote);
      Loaded = lazyComponent();
      setAttempt((n) => n + 1);
    };
    return (
      <FederatedBoundary key={attempt} name={`${remote}/${expose}`} onRetry={retry}>
        <Suspense fallback={<FederatedLoading />}>
          <Loaded {...props} />
        </Suspense>
      </FederatedBoundary>
    );
  }
  FederatedComponent.displayName = `Federated(${remote}/${expose})`;
  return FederatedComponent;
}
