import { act, fireEvent, screen, within } from '@testing-library/react';
import { confirmDialog } from 'primereact/confirmdialog';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { notify } from '@bizmarkt/shared';
import { TOAST_LIFE_LONG_MS, TOAST_LIFE_MS } from '@bizmarkt/shared/constants';
import { GlobalOverlays } from './global-overlays';
// As on the page, where an app's PrimeReact reaches the overlay bus through the shell's configured share.
import '../prime/configured-overlay-service';

/** Lets the toast's life run out, then its 300 ms leave transition (scheduled only once React re-rendered). */
function passTime(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
  act(() => jest.advanceTimersByTime(400));
}

describe('GlobalOverlays toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the spec lives even while the pointer rests on the toast (a tap on a phone)', async () => {
    renderWithProviders(<GlobalOverlays />);
    act(() => notify({ severity: 'error', summary: 'Something went wrong. Please try again later.' }));
    const toast = await screen.findByText('Something went wrong. Please try again later.');
    fireEvent.mouseEnter(toast.closest('.p-toast-message')!);
    act(() => jest.advanceTimersByTime(TOAST_LIFE_MS - 500));
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    passTime(600);
    expect(screen.queryByText('Something went wrong. Please try again later.')).not.toBeInTheDocument();
  });

  it('keeps a 30 s toast (403, 503) for 30 s', async () => {
    renderWithProviders(<GlobalOverlays />);
    act(() => notify({ severity: 'error', summary: 'Access denied', life: TOAST_LIFE_LONG_MS }));
    await screen.findByText('Access denied');
    act(() => jest.advanceTimersByTime(TOAST_LIFE_LONG_MS - 500));
    expect(screen.getByText('Access denied')).toBeInTheDocument();
    passTime(600);
    expect(screen.queryByText('Access denied')).not.toBeInTheDocument();
  });

  it('shows toasts bottom-left', async () => {
    renderWithProviders(<GlobalOverlays />);
    act(() => notify({ severity: 'info', summary: 'Saved' }));
    expect((await screen.findByText('Saved')).closest('.p-toast')).toHaveClass('p-toast-bottom-left', 'bz-toast');
  });

  it('shows every message sent while the Toast was still loading, once each', async () => {
    renderWithProviders(<GlobalOverlays />);
    expect(document.querySelector('.p-toast')).toBeNull();
    act(() => {
      notify({ severity: 'info', summary: 'First' });
      notify({ severity: 'info', summary: 'Second' });
    });
    await screen.findByText('First');
    expect(screen.getAllByText('Second')).toHaveLength(1);
    act(() => notify({ severity: 'success', summary: 'Third' }));
    expect(screen.getByText('Third')).toBeInTheDocument();
  });
});

describe('GlobalOverlays confirm dialog', () => {
  it('shows the first confirmDialog() of any app once the dialog has loaded, and later ones at once', async () => {
    const accept = jest.fn();
    renderWithProviders(<GlobalOverlays />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      confirmDialog({ message: 'Delete this listing?', header: 'Delete', accept });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(within(dialog).getByText('Delete this listing?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(accept).toHaveBeenCalledTimes(1);

    act(() => {
      confirmDialog({ message: 'Leave this page?', header: 'Leave' });
    });
    expect(await screen.findByText('Leave this page?')).toBeInTheDocument();
  });
});
