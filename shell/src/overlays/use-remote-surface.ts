import { useCallback, useEffect, useState } from 'react';
import type { RemoteName, SurfaceMeta } from '@bizmarkt/shared/federation';
import { loadExpose, resetRemote } from '../remotes/remote-registry';

interface SurfaceModule<C> {
  default: C;
  meta: SurfaceMeta;
}

export type SurfaceState<C> =
  | { status: 'loading' }
  | { status: 'ready'; module: SurfaceModule<C> }
  /** The remote does not provide this panel or modal yet. */
  | { status: 'missing' }
  | { status: 'failed'; error: unknown };

/** Loads one panel or modal from its remote's expose; `retry` forgets a failed load and tries again. */
export function useRemoteSurface<C>(remote: RemoteName, expose: './panels' | './modals', id: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SurfaceState<C>>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- another surface (or a retry) loads anew
    setState({ status: 'loading' });
    loadExpose<Readonly<Record<string, () => Promise<SurfaceModule<C>>>>>(remote, expose)
      .then((surfaces) => {
        const load = surfaces[id];
        return load ? load().then((module): SurfaceState<C> => ({ status: 'ready', module })) : ({ status: 'missing' } as const);
      })
      .then(
        (next) => active && setState(next),
        (error: unknown) => {
          console.error(`[shell] ${remote}/${expose.slice(2)} "${id}" failed to load`, error);
          if (active) setState({ status: 'failed', error });
        },
      );
    return () => {
      active = false;
    };
  }, [remote, expose, id, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return { state, retry };
}
