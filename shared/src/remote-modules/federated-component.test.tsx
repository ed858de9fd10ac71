import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import en from '../i18n/locales/en.json';
import de from '../i18n/locales/de.json';
import { registerExposeLoader } from './expose-loader';
import { federatedComponent } from './federated-component';

const namespaces = { common: { en, de } };

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('federatedComponent', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("loads the expose through the shell's loader and passes the props", async () => {
    const load = jest.fn(async () => Greeting);
    registerExposeLoader({ load: load as never, reset: jest.fn() });
    const Remote = federatedComponent<{ name: string }>('mfe_listings', './business-details');
    renderWithProviders(<Remote name="Ada" />, { namespaces });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_listings', './business-details');
  });

  it('shows a translated fallback when the remote is down, and Retry loads it afresh', async () => {
    const reset = jest.fn();
    const load = jest.fn().mockRejectedValueOnce(new Error('remoteEntry.js 404')).mockResolvedValueOnce(Greeting);
    registerExposeLoader({ load, reset });
    const Remote = federatedComponent<{ name: string }>('mfe_listings', './business-details');
    renderWithProviders(<Remote name="Ada" />, { locale: 'de', namespaces });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Teil konnte nicht geladen werden');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('mfe_listings');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
