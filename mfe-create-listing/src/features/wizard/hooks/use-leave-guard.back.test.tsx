// The browser's Back button with unsaved changes, under the shell's router (a plain BrowserRouter,
// real history and popstate in jsdom). As in the shell, the popstate guards' listener is added before
// the router mounts (Chromium calls window listeners in the order they were added; the e2e
// listing-wizard.spec checks the real browser).
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from '@bizmarkt/shared/router';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { installPopStateGuards } from '@bizmarkt/shared';
import { createTestI18n, I18nextProvider } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import { useLeaveGuard } from './use-leave-guard';

function Step({ dirty, onDiscard }: { dirty: boolean; onDiscard?: () => void }) {
  useLeaveGuard(dirty, onDiscard);
  return <p>step page</p>;
}

function App({ dirty, onDiscard }: { dirty: boolean; onDiscard?: () => void }): ReactNode {
  return (
    <I18nextProvider i18n={createTestI18n('en', { createListing: { en, de } })}>
      <BrowserRouter>
        <ConfirmDialog />
        <Routes>
          <Route path="/dashboard" element={<Link to="/create/financials/4">Financials</Link>} />
          <Route path="/create/financials/4" element={<Step dirty={dirty} onDiscard={onDiscard} />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  );
}

/** From the dashboard into the step, as a seller arrives there. */
async function openStep(dirty: boolean, onDiscard?: () => void) {
  window.history.replaceState(null, '', '/dashboard');
  render(<App dirty={dirty} onDiscard={onDiscard} />);
  fireEvent.click(screen.getByRole('link', { name: 'Financials' }));
  expect(await screen.findByText('step page')).toBeInTheDocument();
}

installPopStateGuards();
jest.setTimeout(30_000);

describe("the browser's Back button on a step", () => {
  it('with unsaved changes asks first: "Stay" keeps the step and its address, "Leave" goes back', async () => {
    const onDiscard = jest.fn();
    await openStep(true, onDiscard);
    window.history.back();
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
    expect(screen.getByText('step page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/create/financials/4');

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('step page')).toBeInTheDocument();
    expect(onDiscard).not.toHaveBeenCalled();

    window.history.back();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('link', { name: 'Financials' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('without changes goes back at once', async () => {
    await openStep(false);
    window.history.back();
    expect(await screen.findByRole('link', { name: 'Financials' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
