import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { notify } from '@bizmarkt/shared';
import { TOAST_LIFE_LONG_MS, TOAST_LIFE_MS } from '@bizmarkt/shared/constants';
import { GlobalOverlays } from './global-overlays';

/** Lets the toast's life run out, then its 300 ms leave transition (scheduled only once React re-rendered). */
function passTime(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
  act(() => jest.advanceTimersByTime(400));
}

describe('GlobalOverlays toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the spec lives even while the pointer rests on the toast (a tap on a phone)', () => {
    renderWithProviders(<GlobalOverlays />);
    act(() => notify({ severity: 'error', summary: 'Something went wrong. Please try again later.' }));
    const toast = screen.getByText('Something went wrong. Please try again later.');
    fireEvent.mouseEnter(toast.closest('.p-toast-message')!);
    act(() => jest.advanceTimersByTime(TOAST_LIFE_MS - 500));
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    passTime(600);
    expect(screen.queryByText('Something went wrong. Please try again later.')).not.toBeInTheDocument();
  });

  it('keeps a 30 s toast (403, 503) for 30 s', () => {
    renderWithProviders(<GlobalOverlays />);
    act(() => notify({ severity: 'error', summary: 'Access denied', life: TOAST_LIFE_LONG_MS }));
    act(() => jest.advanceTimersByTime(TOAST_LIFE_LONG_MS - 500));
    expect(screen.getByText('Access denied')).toBeInTheDocument();
    passTime(600);
    expect(screen.queryByText('Access denied')).not.toBeInTheDocument();
  });

  it('shows toasts bottom-left', () => {
    renderWithProviders(<GlobalOverlays />);
    act(() => notify({ severity: 'info', summary: 'Saved' }));
    expect(screen.getByText('Saved').closest('.p-toast')).toHaveClass('p-toast-bottom-left', 'bz-toast');
  });
});
