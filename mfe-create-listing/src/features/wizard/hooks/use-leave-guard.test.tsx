import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from '@bizmarkt/shared/router';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import { useLeaveGuard } from './use-leave-guard';

const namespaces = { createListing: { en, de } };

function Step({ dirty, onDiscard }: { dirty: boolean; onDiscard?: () => void }) {
  useLeaveGuard(dirty, onDiscard);
  return (
    <>
      <p>step page</p>
      <Link to="/dashboard">Dashboard</Link>
      <Link to="/create/assets/4">Assets</Link>
    </>
  );
}

function renderStep(dirty: boolean, onDiscard?: () => void, locale: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <>
      <ConfirmDialog />
      <Routes>
        <Route path="/create/financials/4" element={<Step dirty={dirty} onDiscard={onDiscard} />} />
        <Route path="/create/assets/4" element={<p>assets step</p>} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
      </Routes>
    </>,
    { namespaces, route: '/create/financials/4', locale },
  );
}

describe('leaving the wizard with unsaved changes', () => {
  it('asks first; "Stay" keeps the step, "Leave" follows the link and drops what was typed', () => {
    const onDiscard = jest.fn();
    renderStep(true, onDiscard);
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('You have unsaved changes on this step.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('step page')).toBeInTheDocument();
    expect(onDiscard).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('moves to another step without asking (what was typed is kept there)', () => {
    renderStep(true);
    fireEvent.click(screen.getByRole('link', { name: 'Assets' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('assets step')).toBeInTheDocument();
  });

  it('without changes the link is followed at once', () => {
    renderStep(false);
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it('asks in German on a German page', () => {
    renderStep(true, undefined, 'de');
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('dialog', { name: 'Seite verlassen?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bleiben' })).toBeInTheDocument();
  });
});
