import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import PasswordResetPage from './password-reset-page';

const namespaces = { account: { en, de } };

function renderPage(locale: 'en' | 'de' = 'en') {
  const route = locale === 'de' ? '/de/password-reset' : '/password-reset';
  return renderWithProviders(
    <Routes>
      <Route path={route} element={<PasswordResetPage />} />
    </Routes>,
    { route, locale, namespaces },
  );
}

describe('PasswordResetPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
  });

  it('checks the email before sending', () => {
    const { fetchMock } = createFetchMock({});
    global.fetch = fetchMock;
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter your email address.')).toHaveAttribute('id', 'password-reset-email-error');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the email and answers the same whether or not an account exists', async () => {
    const { fetchMock, calls } = createFetchMock({ 'POST /api/forgot-password': [200, { message: 'We have emailed your password reset link.' }] });
    global.fetch = fetchMock;
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' someone@bizmarkt.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for someone@bizmarkt.test, we have sent it a link to reset the password.',
    );
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ email: 'someone@bizmarkt.test' });
    fireEvent.click(screen.getByRole('button', { name: 'Use another email address' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('shows the server text of a 429', async () => {
    global.fetch = createFetchMock({ 'POST /api/forgot-password': [429, { message: 'Please wait before retrying.' }] }).fetchMock;
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'someone@bizmarkt.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait before retrying.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('in German', async () => {
    global.fetch = createFetchMock({ 'POST /api/forgot-password': [200, { message: 'ok' }] }).fetchMock;
    renderPage('de');
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'jemand@bizmarkt.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Falls ein Konto für jemand@bizmarkt.test existiert');
  });
});
