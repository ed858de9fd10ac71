import { useContext } from 'react';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { PrimeReactContext, PrimeReactProvider } from 'primereact/api';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { LocaleSync } from './locale-sync';
import { tooltipOptions } from '@bizmarkt/shared/constants';
import { primeReactConfig } from './prime-config';

function Layers() {
  const { zIndex } = useContext(PrimeReactContext);
  return <output>{JSON.stringify(zIndex)}</output>;
}

describe('PrimeReact configuration (spec §9)', () => {
  it('sets the overlay layers: modal 1100, overlay 1000, menu 1000, tooltip 1100', () => {
    render(<PrimeReactProvider value={primeReactConfig}><Layers /></PrimeReactProvider>);
    expect(JSON.parse(screen.getByRole('status').textContent!)).toMatchObject({ modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 });
  });

  it('tooltipOptions: 300 ms to show, 250 ms to hide, max width 350, z-index 9999', async () => {
    expect(tooltipOptions()).toMatchObject({ showDelay: 300, hideDelay: 250, style: { maxWidth: 350, zIndex: 9999 }, className: 'bz-tooltip' });
    expect(tooltipOptions({ position: 'bottom' }).position).toBe('bottom');
    render(
      <PrimeReactProvider value={primeReactConfig}>
        <Button label="Save" tooltip="Saves the page" tooltipOptions={tooltipOptions({ showDelay: 0 })} />
      </PrimeReactProvider>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Save' }));
    const tooltip = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.p-tooltip.bz-tooltip');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(tooltip).toHaveTextContent('Saves the page');
    expect(tooltip.style.maxWidth).toBe('350px');
    expect(tooltip.style.zIndex).toBe('9999');
    expect(tooltip.querySelector('.p-tooltip-arrow')).not.toBeNull();
  });
});

describe("PrimeReact's own texts follow the page's language", () => {
  function Page() {
    return (
      <Dialog visible header="Benachrichtigungen" onHide={() => undefined}>
        <p>Inhalt</p>
      </Dialog>
    );
  }

  it.each([
    ['/de/search', 'de', 'Schließen'],
    ['/search', 'en', 'Close'],
  ] as const)('on %s (%s) the dialog close button is called %s', async (path, locale, label) => {
    renderWithProviders(
      <PrimeReactProvider value={primeReactConfig}>
        <LocaleSync />
        <Page />
      </PrimeReactProvider>,
      { route: path, locale },
    );
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
  });
});
