import { screen } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { namespaces } from '../../../testing/messaging-fixtures';
import { ChatLocked } from './chat-locked';

describe('Chat Locked (walk 32)', () => {
  it('counts unread messages in the language’s plural (German)', () => {
    renderWithProviders(<ChatLocked unread={1} />, { namespaces, locale: 'de' });
    expect(screen.getByText('Sie haben 1 ungelesene Nachricht', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auf PRO upgraden' })).toHaveAttribute('href', '/de/pricing');
  });

  it('says nothing of unread messages when there are none, and counts several in English', () => {
    const { unmount } = renderWithProviders(<ChatLocked unread={0} />, { namespaces });
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ChatLocked unread={4} />, { namespaces });
    expect(screen.getByText("You've got 4 unread messages", { exact: true })).toBeInTheDocument();
  });
});
