import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getErrorLog, resetErrorLogForTests } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../i18n/en';
import de from '../i18n/de';
import { CountryDropdown } from './country-dropdown';

const namespaces = { account: { en, de } };
const countries = {
  countries: [
    { code: 'AT', name: 'Austria' },
    { code: 'FR', name: 'France' },
    { code: 'DE', name: 'Germany' },
  ],
  countries_eu: ['AT', 'DE', 'FR'],
  states: [],
};

/** A labelled field whose chosen code is printed, as a form would hold it. */
function Field({ initial = null, whenListFails }: { initial?: string | null; whenListFails?: 'retry' | 'log-only' }) {
  const [code, setCode] = useState<string | null>(initial);
  return (
    <>
      <label htmlFor="country">Country</label>
      <CountryDropdown inputId="country" value={code} onChange={setCode} placeholder="Choose a country" whenListFails={whenListFails} />
      <output>chosen: {code ?? 'none'}</output>
    </>
  );
}

async function combobox(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByLabelText('Country')).toHaveAttribute('aria-busy', 'false'));
  return screen.getByLabelText('Country');
}

/** Types into the search field and waits until the list shows only what it matches. */
async function search(field: HTMLElement, text: string, remaining: string[]) {
  fireEvent.change(field, { target: { value: text } });
  // The list's rows only (not the hidden native select PrimeReact keeps for form posts).
  const rows = () => screen.queryAllByRole('option', { hidden: true }).filter((option) => option.tagName === 'LI');
  await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual(remaining));
}

const press = (element: Element, key: string, code = key) => fireEvent.keyDown(element, { key, code });

describe('CountryDropdown by keyboard', () => {
  beforeEach(() => {
    global.fetch = createFetchMock({ 'GET /api/countries': [200, countries] }).fetchMock;
  });

  it('opens with Enter, filters by what is typed and takes the first match with Enter, then gives the focus back', async () => {
    // Germany is preselected: PrimeReact remembers its row (the third) while the filter leaves one row.
    renderWithProviders(<Field initial="DE" />, { namespaces });
    const input = await combobox();
    input.focus();
    press(input, 'Enter');
    // The overlay is still in its opening transition in jsdom: hidden to the accessibility tree.
    const field = await screen.findByRole('textbox', { name: 'Search countries', hidden: true });
    await search(field, 'fra', ['France']);
    press(field, 'Enter');
    expect(screen.getByText('chosen: FR')).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('moves through the filtered list with the arrow keys', async () => {
    renderWithProviders(<Field />, { namespaces });
    const input = await combobox();
    input.focus();
    press(input, 'ArrowDown');
    const field = await screen.findByRole('textbox', { name: 'Search countries', hidden: true });
    await search(field, 'an', ['France', 'Germany']);
    press(field, 'ArrowDown');
    press(field, 'ArrowDown');
    press(field, 'Enter');
    expect(screen.getByText('chosen: DE')).toBeInTheDocument();
  });

  it('jumps to a country by its initial while closed (type-ahead)', async () => {
    renderWithProviders(<Field />, { namespaces });
    const input = await combobox();
    input.focus();
    press(input, 'f', 'KeyF');
    const option = await screen.findByRole('option', { name: 'France', hidden: true });
    await waitFor(() => expect(option).toHaveAttribute('data-p-focused', 'true'));
    press(input, 'Enter');
    expect(screen.getByText('chosen: FR')).toBeInTheDocument();
  });

  it('keeps the choice when the search finds nothing, and says so in German', async () => {
    renderWithProviders(<Field initial="AT" />, { namespaces, locale: 'de' });
    const input = await combobox();
    input.focus();
    press(input, 'Enter');
    const field = await screen.findByRole('textbox', { name: 'Länder durchsuchen', hidden: true });
    await search(field, 'xyz', []);
    expect(screen.getByText('Kein Land gefunden')).toBeInTheDocument();
    press(field, 'Enter');
    expect(screen.getByText('chosen: AT')).toBeInTheDocument();
  });
});

describe('CountryDropdown while the list loads', () => {
  it('stays enabled and readable, says it is loading (busy), and its list says so too', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => {})); // the list never arrives
    renderWithProviders(<Field />, { namespaces, locale: 'de' });
    const input = screen.getByLabelText('Country');
    expect(input).toBeEnabled();
    expect(input).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector('.p-dropdown')).not.toHaveClass('p-disabled');
    expect(document.querySelector('.p-dropdown-label')).toHaveTextContent('Länder werden geladen …');
    input.focus();
    press(input, 'Enter');
    await waitFor(() => expect(document.querySelector('.p-dropdown-empty-message')).toHaveTextContent('Länder werden geladen …'));
  });
});

describe.each([
  ['en', { failed: 'The list of countries could not be loaded.', retry: 'Try again' }],
  ['de', { failed: 'Die Länderliste konnte nicht geladen werden.', retry: 'Erneut versuchen' }],
] as const)('CountryDropdown when the list fails to load (%s)', (locale, copy) => {
  beforeEach(() => resetErrorLogForTests());

  it('offers a retry by default, which loads the list', async () => {
    const routes: Record<string, [number, unknown?]> = { 'GET /api/countries': [500, { message: 'Server Error' }] };
    global.fetch = createFetchMock(routes).fetchMock;
    renderWithProviders(<Field />, { namespaces, locale });
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.failed);
    expect(getErrorLog().events.map((event) => event.extra)).toContainEqual(expect.objectContaining({ during: 'loading countries' }));
    global.fetch = createFetchMock({ 'GET /api/countries': [200, countries] }).fetchMock;
    fireEvent.click(screen.getByRole('button', { name: copy.retry }));
    expect(await combobox()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("with 'log-only' (About me) only logs it: the field stays, keeps its value, and no notice appears", async () => {
    global.fetch = createFetchMock({ 'GET /api/countries': [500, { message: 'Server Error' }] }).fetchMock;
    renderWithProviders(<Field initial="DE" whenListFails="log-only" />, { namespaces, locale });
    await waitFor(() => expect(getErrorLog().events.map((event) => event.extra)).toContainEqual(expect.objectContaining({ during: 'loading countries' })));
    expect(await combobox()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: copy.retry })).toBeNull();
    expect(screen.getByText('chosen: DE')).toBeInTheDocument();
  });
});
