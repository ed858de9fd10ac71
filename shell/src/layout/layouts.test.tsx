import { screen } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import { AuthLayout, CompactFooterLayout, DefaultLayout, ErrorLayout, LandingLayout, PreferencesLayout } from './layouts';

const namespaces = { shell: { en, de } };
const layouts = { LandingLayout, DefaultLayout, CompactFooterLayout, ErrorLayout, AuthLayout, PreferencesLayout };

describe('layouts', () => {
  it.each(Object.entries(layouts))('%s has the one footer with the cookie-declaration placeholder (spec §2)', (_, Layout) => {
    const { container } = renderWithProviders(
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<p>page</p>} />
        </Route>
      </Routes>,
      { namespaces },
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('The marketplace for buying and selling online businesses.');
    expect(footer.querySelector('.bz-cookie-declaration')).not.toBeNull();
    expect(container.querySelectorAll('.bz-cookie-declaration')).toHaveLength(1);
  });

  it.each([
    ['AuthLayout', AuthLayout],
    ['PreferencesLayout', PreferencesLayout],
  ])('%s offers the language switch once (in its bar)', (_, Layout) => {
    renderWithProviders(
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<p>page</p>} />
        </Route>
      </Routes>,
      { namespaces },
    );
    expect(screen.getAllByRole('link', { name: 'Deutsch' })).toHaveLength(1);
  });
});
