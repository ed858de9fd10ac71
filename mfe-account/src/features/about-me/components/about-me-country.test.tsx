// About me's country field is the one CountryDropdown of the account forms (keyboard: Enter opens
// the list with the search focused, Enter there takes the first match), with About me's own rule
// for a list that cannot be loaded: spec §8 "Loading countries fails — Only logged" — no retry
// notice, the field stays, the failure goes to the client error log. In English and German.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient, getErrorLog, resetErrorLogForTests, sessionStore } from '@bizmarkt/shared';
import { mockApi, renderPanel, SAVE_TIMEOUT, savedBody, user } from './about-me-test-helpers';

const COPY = {
  en: { austria: 'Austria', germany: 'Germany', placeholder: 'Choose your country', search: 'Search countries', save: 'Save changes', retry: 'Try again' },
  de: {
    austria: 'Österreich',
    germany: 'Deutschland',
    placeholder: 'Land wählen',
    search: 'Länder durchsuchen',
    save: 'Änderungen speichern',
    retry: 'Erneut versuchen',
  },
} as const;

function countriesIn(locale: 'en' | 'de') {
  return {
    countries: [
      { code: 'AT', name: COPY[locale].austria },
      { code: 'DE', name: COPY[locale].germany },
    ],
    countries_eu: ['AT', 'DE'],
    states: [],
  };
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(user);
  resetErrorLogForTests();
});

describe.each(['en', 'de'] as const)('About me country field (%s)', (locale) => {
  const copy = COPY[locale];

  it('is chosen by keyboard alone: Enter opens the search, Enter takes the first match, and it is saved', async () => {
    const { calls } = mockApi({ 'GET /api/countries': [200, countriesIn(locale)], 'POST /api/users/7': [200, user], 'GET /api/user': [200, user] });
    const { onClose } = renderPanel(locale);
    // The saved country (DE) shows once the list is there.
    expect((await screen.findAllByText(copy.germany))[0]).toBeInTheDocument();
    const input = screen.getByLabelText(locale === 'en' ? 'Country' : 'Land');
    await waitFor(() => expect(input).toBeEnabled());
    input.focus();
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    const field = await screen.findByRole('textbox', { name: copy.search, hidden: true });
    fireEvent.change(field, { target: { value: copy.austria.slice(0, 3).toLowerCase() } });
    await waitFor(() =>
      expect(
        screen
          .queryAllByRole('option', { hidden: true })
          .filter((option) => option.tagName === 'LI')
          .map((row) => row.textContent),
      ).toEqual([copy.austria]),
    );
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    expect(input).toHaveFocus();
    expect((await screen.findAllByText(copy.austria))[0]).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SAVE_TIMEOUT);
    expect(savedBody(calls).get('country_code')).toBe('AT');
  }, 20_000);

  it('only logs a list that failed to load: no notice, no retry, the field stays and the form still saves', async () => {
    const { calls } = mockApi({ 'GET /api/countries': [500, { message: 'Server Error' }], 'POST /api/users/7': [200, user], 'GET /api/user': [200, user] });
    const { onClose } = renderPanel(locale);
    await waitFor(() => expect(getErrorLog().events.map((event) => event.extra)).toContainEqual(expect.objectContaining({ during: 'loading countries' })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: copy.retry })).toBeNull();
    const input = screen.getByLabelText(locale === 'en' ? 'Country' : 'Land');
    await waitFor(() => expect(input).toBeEnabled());
    expect(screen.getAllByText(copy.placeholder)[0]).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SAVE_TIMEOUT);
    // The country it had is kept (nothing could be chosen instead).
    expect(savedBody(calls).get('country_code')).toBe('DE');
  }, 20_000);
});
