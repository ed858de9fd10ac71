import { screen } from '@testing-library/react';
import { sessionStore } from '@bizmarkt/shared';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { buyer, makeMessage, namespaces } from '../../../testing/messaging-fixtures';
import { MessageItem } from './message-item';

function show(mine: boolean, locale: 'en' | 'de' = 'en') {
  sessionStore.getState().setUser(buyer);
  renderWithProviders(
    <ul>
      <MessageItem
        message={makeMessage({ message: 'Hello', created_at: '2026-11-22T14:05:00Z' })}
        mine={mine}
        dialogId={70}
        isSeller={false}
        requesterName="Bea"
      />
    </ul>,
    { namespaces, user: buyer, locale },
  );
}

describe('a message of the chat', () => {
  it("one's own says 'Sent' with its date and time", () => {
    show(true);
    const status = screen.getByText('Sent', { exact: true }).parentElement!;
    expect(status).toHaveTextContent(/^Sent 2\d November, \d\d:\d\d$/);
    expect(status.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T14:05:00Z');
  });

  it("in German: 'Gesendet' with the time", () => {
    show(true, 'de');
    expect(screen.getByText('Gesendet', { exact: true }).parentElement).toHaveTextContent(/^Gesendet 2\d\. November, \d\d:\d\d$/);
  });

  it("an incoming one has no 'Sent'", () => {
    show(false);
    expect(screen.queryByText('Sent', { exact: true })).toBeNull();
  });
});

it('an incoming one shows its date and time without hover or focus (no tab stop of its own)', () => {
  show(false);
  const time = screen.getByText(/^2\d November, \d\d:\d\d$/);
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('datetime', '2026-11-22T14:05:00Z');
  expect(time.closest('li')).not.toHaveAttribute('tabindex');
});
