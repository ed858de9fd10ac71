// Failed remotes and render errors reach the client error log (spec §3), not only the console.
import { screen } from '@testing-library/react';
import { getErrorLog, resetErrorLogForTests } from '@bizmarkt/shared';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import { RemoteBoundary } from './remote-boundary';
import { remoteErrorPlugin } from './remote-error-plugin';

type ErrorLoadRemoteArgs = Parameters<NonNullable<ReturnType<typeof remoteErrorPlugin>['errorLoadRemote']>>[0];

let failure: Error = new Error('unset');
function Broken(): never {
  throw failure;
}

function renderBrokenSlot() {
  renderWithProviders(
    <RemoteBoundary remote="mfe_listings" onRetry={() => undefined}>
      <Broken />
    </RemoteBoundary>,
    { namespaces: { shell: { en, de } } },
  );
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
}

describe('remote failures in the error log', () => {
  beforeEach(() => {
    resetErrorLogForTests();
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('logs a render error caught by a slot as type react, with the remote and the component stack', () => {
    failure = new Error('listing card exploded');
    renderBrokenSlot();
    const events = getErrorLog().events;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'react', name: 'Error', message: 'listing card exploded', extra: { remote: 'mfe_listings' } });
    expect(events[0]!.extra.componentStack).toEqual(expect.stringContaining('at RemoteBoundary'));
    // Console reporting stays.
    expect(console.error).toHaveBeenCalledWith('[shell] mfe_listings failed', failure, expect.anything());
  });

  it('logs a failed remote load once, with the remote, even when the slot catches the same error', () => {
    failure = new Error('remoteEntry.js answered 404');
    const plugin = remoteErrorPlugin();
    const args = { id: 'mfe_listings/routes', error: failure, from: 'runtime', lifecycle: 'onLoad' } as unknown as ErrorLoadRemoteArgs;
    expect(plugin.errorLoadRemote?.(args)).toBeUndefined();
    renderBrokenSlot();
    expect(getErrorLog().events).toEqual([
      expect.objectContaining({
        type: 'manual',
        message: 'remoteEntry.js answered 404',
        extra: { source: 'module-federation', remote: 'mfe_listings/routes', lifecycle: 'onLoad', from: 'runtime' },
      }),
    ]);
  });
});
