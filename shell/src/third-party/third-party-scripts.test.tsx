import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from '@bizmarkt/shared/router';
import { sessionStore } from '@bizmarkt/shared';
import { createTestI18n, I18nextProvider, makeUser } from '@bizmarkt/shared/testing';
import { readThirdPartyConfig } from './config';
import type { ChatWidgetApi } from './chat-widget-controller';
import { ThirdPartyScripts } from './third-party-scripts';

const user = makeUser({ id: 3, name: 'Frieda', last_name: 'Free', email: 'free@bizmarkt.test' });

let navigate: (to: string) => void = () => {};
function NavigateHandle() {
  const navigateTo = useNavigate();
  useEffect(() => {
    navigate = (to) => void navigateTo(to);
  });
  return null;
}

function renderScripts(env: Parameters<typeof readThirdPartyConfig>[0], widget?: ChatWidgetApi) {
  const i18n = createTestI18n('de');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/de/search']}>
        <NavigateHandle />
        <ThirdPartyScripts config={readThirdPartyConfig(env)} consent={null} chatWidget={() => widget!} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => sessionStore.getState().markGuest());
  document.head.innerHTML = '';
  jest.useRealTimers();
});

it('adds no script at all when nothing is configured, logged out or in', () => {
  renderScripts({ NODE_ENV: 'production' });
  act(() => sessionStore.getState().setUser(user));
  act(() => navigate('/de'));
  act(() => jest.advanceTimersByTime(1_000));
  expect(document.scripts).toHaveLength(0);
});

it('boots the chat with the session user in the page language and refreshes it after navigation', () => {
  const widget = { load: jest.fn(), boot: jest.fn(), update: jest.fn(), shutdown: jest.fn() };
  renderScripts({ NODE_ENV: 'production', BIZMARKT_CHAT_APP_ID: 'app-1' }, widget);
  expect(widget.load).not.toHaveBeenCalled();

  act(() => sessionStore.getState().setUser(user));
  expect(widget.boot).toHaveBeenCalledWith(
    expect.objectContaining({ app_id: 'app-1', user_id: '3', name: 'Frieda Free', language_override: 'de', hide_default_launcher: false }),
  );

  act(() => navigate('/de'));
  act(() => jest.advanceTimersByTime(250));
  expect(widget.update).toHaveBeenCalledWith(expect.objectContaining({ hide_default_launcher: true }));

  act(() => sessionStore.getState().clear());
  expect(widget.shutdown).toHaveBeenCalledTimes(1);
});
