import { addPopStateGuard, installPopStateGuards } from './popstate-guards';

/** A listener added after the guards' one, as React Router's BrowserRouter adds its own when it mounts. */
function routerListener(): jest.Mock {
  const router = jest.fn();
  window.addEventListener('popstate', router);
  return router;
}

describe('popstate guards', () => {
  installPopStateGuards();
  // A second install (the wizard's fallback under the shell) adds no second listener.
  installPopStateGuards();

  it('a guard that takes the traversal keeps it from the router; one that declines lets it through', () => {
    const router = routerListener();
    const taken: PopStateEvent[] = [];
    const remove = addPopStateGuard((event) => {
      taken.push(event);
      return true;
    });

    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    expect(taken).toHaveLength(1);
    expect(router).not.toHaveBeenCalled();

    remove();
    const declining = jest.fn(() => false);
    const removeDeclining = addPopStateGuard(declining);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    expect(taken).toHaveLength(1);
    expect(declining).toHaveBeenCalledTimes(1);
    expect(router).toHaveBeenCalledTimes(1);

    removeDeclining();
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    expect(declining).toHaveBeenCalledTimes(1);
    expect(router).toHaveBeenCalledTimes(2);
    window.removeEventListener('popstate', router);
  });
});
