import { useContext } from 'react';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { OverlayService } from 'primereact/overlayservice';
import type { ConfirmDialogProps } from 'primereact/confirmdialog';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { tooltipOptions } from '@bizmarkt/shared/constants';
import { LocaleSync } from '../app/locale-sync';
import PrimeReact, { PrimeReactContext, localeOption } from './configured-api';
import { confirmBus, onConfirmDialog, overlayServiceLoaded, type ConfirmBus } from './prime-setup';

function Layers() {
  const { zIndex, ripple } = useContext(PrimeReactContext);
  return <output>{JSON.stringify({ zIndex, ripple })}</output>;
}

describe('PrimeReact as the shell provides it (spec §9)', () => {
  it('is configured as it loads: overlay layers modal 1100, overlay 1000, menu 1000, tooltip 1100; ripple on', () => {
    expect(PrimeReact.zIndex).toMatchObject({ modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 });
    expect(PrimeReact.ripple).toBe(true);
  });

  it('gives every component the page configuration through its context, without a provider', () => {
    render(<Layers />);
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({ zIndex: expect.objectContaining({ modal: 1100, tooltip: 1100 }), ripple: true });
  });

  it('knows PrimeReact’s own texts in German', () => {
    expect(localeOption('accept', 'de')).toBe('Ja');
    expect(localeOption('accept', 'en')).toBe('Yes');
  });

  it('tooltipOptions: 300 ms to show, 250 ms to hide, max width 350, z-index 9999', async () => {
    expect(tooltipOptions()).toMatchObject({ showDelay: 300, hideDelay: 250, style: { maxWidth: 350, zIndex: 9999 }, className: 'bz-tooltip' });
    expect(tooltipOptions({ position: 'bottom' }).position).toBe('bottom');
    render(<Button label="Save" tooltip="Saves the page" tooltipOptions={tooltipOptions({ showDelay: 0 })} />);
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
      <>
        <LocaleSync />
        <Page />
      </>,
      { route: path, locale },
    );
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
  });
});

describe('the first confirmDialog() of any app reaches the shell', () => {
  const props: ConfirmDialogProps = { message: 'Delete the listing?' };

  it('a listener added before PrimeReact’s overlay bus loads hears the first call; one stopped before does not', () => {
    const heard = jest.fn();
    const stoppedEarly = jest.fn();
    const stop = onConfirmDialog(heard);
    onConfirmDialog(stoppedEarly)();
    expect(confirmBus()).toBeNull();

    overlayServiceLoaded(OverlayService);
    const bus = OverlayService as unknown as ConfirmBus;
    bus.emit('confirm-dialog', props);
    expect(heard).toHaveBeenCalledWith(props);
    expect(stoppedEarly).not.toHaveBeenCalled();

    stop();
    bus.emit('confirm-dialog', props);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(confirmBus()).toBe(OverlayService);
  });
});
