import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@bizmarkt/shared/router';
import { NavigationBridge, navigateOutsideReact } from './navigation-bridge';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

it('code outside React navigates with the mounted router, without a page load', () => {
  render(
    <MemoryRouter initialEntries={['/search']}>
      <NavigationBridge />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('at /search')).toBeInTheDocument();
  act(() => navigateOutsideReact('/de/404', { replace: true }));
  expect(screen.getByText('at /de/404')).toBeInTheDocument();
});
