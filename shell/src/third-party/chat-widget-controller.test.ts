import { ChatWidgetController, snakeCaseKeys, type ChatUser, type ChatWidgetApi } from './chat-widget-controller';

const NOW = new Date('2030-01-02T03:04:05.678Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

const paul: ChatUser = { id: 7, name: 'Paul', last_name: 'Pro', email: 'pro@bizmarkt.test', user_hash: 'hash-7' };
const frieda: ChatUser = { id: 9, name: 'Frieda', last_name: 'Free', email: 'free@bizmarkt.test' };

function fakeWidget() {
  return { load: jest.fn(), boot: jest.fn(), update: jest.fn(), shutdown: jest.fn() } satisfies ChatWidgetApi;
}

let widget: ReturnType<typeof fakeWidget>;
let chat: ChatWidgetController;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  widget = fakeWidget();
  chat = new ChatWidgetController('app-1', widget);
});

afterEach(() => {
  chat.dispose();
  jest.useRealTimers();
});

it('sends the whole payload in snake_case, the last request time in seconds', () => {
  chat.setState({ user: paul, pathname: '/search', locale: 'en' });
  expect(widget.load).toHaveBeenCalledTimes(1);
  expect(widget.boot).toHaveBeenCalledWith({
    app_id: 'app-1',
    user_id: '7',
    email: 'pro@bizmarkt.test',
    user_hash: 'hash-7',
    name: 'Paul Pro',
    language_override: 'en',
    hide_default_launcher: false,
    vertical_padding: 80,
    horizontal_padding: 24,
    last_request_at: NOW_S,
  });
});

it('never loads the widget for a logged-out visitor, and shuts it down on logout', () => {
  chat.setState({ user: null, pathname: '/search', locale: 'en' });
  chat.setState({ user: null, pathname: '/pricing', locale: 'en' });
  jest.advanceTimersByTime(1_000);
  expect(widget.load).not.toHaveBeenCalled();
  expect(widget.boot).not.toHaveBeenCalled();
  expect(widget.update).not.toHaveBeenCalled();

  chat.setState({ user: paul, pathname: '/pricing', locale: 'en' });
  chat.setState({ user: paul, pathname: '/search', locale: 'en' });
  chat.setState({ user: null, pathname: '/search', locale: 'en' });
  expect(widget.shutdown).toHaveBeenCalledTimes(1);
  // The refresh of the route change just before the logout must not revive the widget.
  jest.advanceTimersByTime(1_000);
  expect(widget.update).not.toHaveBeenCalled();
});

it.each(['/', '/de'])('hides the launcher on the landing page %s', (pathname) => {
  chat.setState({ user: paul, pathname, locale: pathname === '/de' ? 'de' : 'en' });
  expect(widget.boot).toHaveBeenCalledWith(expect.objectContaining({ hide_default_launcher: true }));
});

it('refreshes 250 ms after a route change, once for a burst of changes, with the new page state', () => {
  chat.setState({ user: paul, pathname: '/', locale: 'en' });
  chat.setState({ user: paul, pathname: '/search', locale: 'en' });
  jest.advanceTimersByTime(100);
  chat.setState({ user: paul, pathname: '/pricing', locale: 'en' });
  jest.advanceTimersByTime(249);
  expect(widget.update).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(widget.update).toHaveBeenCalledTimes(1);
  expect(widget.update).toHaveBeenCalledWith(
    // 350 ms after 03:04:05.678 is 03:04:06.028: the time of the refresh, floored to seconds.
    expect.objectContaining({ hide_default_launcher: false, last_request_at: NOW_S + 1 }),
  );

  chat.setState({ user: paul, pathname: '/', locale: 'en' });
  jest.advanceTimersByTime(250);
  expect(widget.update).toHaveBeenCalledTimes(2);
  expect(widget.update).toHaveBeenLastCalledWith(expect.objectContaining({ hide_default_launcher: true }));
});

it('keeps the user data (app id, email, user id, user hash) in every update', () => {
  chat.setState({ user: paul, pathname: '/search', locale: 'en' });
  chat.setState({ user: paul, pathname: '/favorites', locale: 'en' });
  jest.advanceTimersByTime(250);
  chat.setState({ user: paul, pathname: '/dashboard', locale: 'en' });
  jest.advanceTimersByTime(250);
  expect(widget.update).toHaveBeenCalledTimes(2);
  for (const [payload] of widget.update.mock.calls) {
    expect(payload).toMatchObject({ app_id: 'app-1', email: 'pro@bizmarkt.test', user_id: '7', user_hash: 'hash-7' });
  }
});

it("speaks the page's language, not always English", () => {
  chat.setState({ user: frieda, pathname: '/de/search', locale: 'de' });
  expect(widget.boot).toHaveBeenCalledWith(expect.objectContaining({ language_override: 'de' }));

  // The language switch changes the path and the locale: the 250 ms refresh carries the new language.
  chat.setState({ user: frieda, pathname: '/search', locale: 'en' });
  jest.advanceTimersByTime(250);
  expect(widget.update).toHaveBeenLastCalledWith(expect.objectContaining({ language_override: 'en' }));

  // A locale change on the same path (the i18n instance switching after the route) updates at once.
  chat.setState({ user: frieda, pathname: '/search', locale: 'de' });
  expect(widget.update).toHaveBeenLastCalledWith(expect.objectContaining({ language_override: 'de' }));
});

it('sends no user hash when the API gives none', () => {
  chat.setState({ user: frieda, pathname: '/search', locale: 'en' });
  expect(widget.boot.mock.calls[0]?.[0]).not.toHaveProperty('user_hash');
});

it('starts over for another user who logs in without a logout in between', () => {
  chat.setState({ user: paul, pathname: '/search', locale: 'en' });
  chat.setState({ user: frieda, pathname: '/search', locale: 'en' });
  expect(widget.shutdown).toHaveBeenCalledTimes(1);
  expect(widget.boot).toHaveBeenLastCalledWith(expect.objectContaining({ user_id: '9', email: 'free@bizmarkt.test' }));
  expect(widget.boot.mock.calls[1]?.[0]).not.toHaveProperty('user_hash');
});

it('converts camelCase keys to snake_case and leaves out undefined values', () => {
  expect(snakeCaseKeys({ appId: 'a', lastRequestAt: 1, hideDefaultLauncher: true, userHash: undefined })).toEqual({
    app_id: 'a',
    last_request_at: 1,
    hide_default_launcher: true,
  });
});
