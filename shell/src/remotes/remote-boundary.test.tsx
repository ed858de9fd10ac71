import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import { RemoteBoundary } from './remote-boundary';

let healthy = false;
function Remote() {
  if (!healthy) throw new Error('remote down');
  return <p>remote content</p>;
}

function Slot() {
  const [, setAttempt] = useState(0);
  return (
    <RemoteBoundary remote="mfe_listings" onRetry={() => setAttempt((n) => n + 1)}>
      <Remote />
    </RemoteBoundary>
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the translated fallback, reports the failure, and renders the remote after Retry', () => {
    healthy = false;
    renderWithProviders(<Slot />, { namespaces: { shell: { en, de } } });
    expect(screen.getByRole('heading', { name: 'This part of Bizmarkt could not be loaded' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('[shell] mfe_listings failed', expect.any(Error), expect.anything());

    healthy = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('remote content')).toBeInTheDocument();
  });

  it('speaks German on German pages', () => {
    healthy = false;
    renderWithProviders(<Slot />, { locale: 'de', namespaces: { shell: { en, de } } });
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
