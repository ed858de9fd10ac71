import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { namespaces } from '../../../testing/messaging-fixtures';
import { MessageInput } from './message-input';

describe('MessageInput', () => {
  it('two on one page (the messages panel over a deal room): each label names its own text box, no id twice', () => {
    const { container } = renderWithProviders(
      <>
        <section aria-label="Deal room">
          <MessageInput onSend={() => Promise.resolve()} busy={false} error={null} />
        </section>
        <section aria-label="Messages">
          <MessageInput onSend={() => Promise.resolve()} busy={false} error="The file could not be sent." />
        </section>
      </>,
      { namespaces },
    );
    const room = within(screen.getByRole('region', { name: 'Deal room' })).getByLabelText('Your message');
    const panel = within(screen.getByRole('region', { name: 'Messages' })).getByLabelText('Your message');
    expect(room).not.toBe(panel);
    fireEvent.change(panel, { target: { value: 'Hello' } });
    expect(panel).toHaveValue('Hello');
    expect(room).toHaveValue('');
    // The error under the panel's box describes that box only.
    expect(panel).toHaveAccessibleDescription('The file could not be sent.');
    expect(room).not.toHaveAttribute('aria-describedby');
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a box not laid out (the deal room’s hidden part; jsdom measures 0 too) keeps its natural height, not 0px', () => {
    renderWithProviders(<MessageInput onSend={() => Promise.resolve()} busy={false} error={null} />, { namespaces });
    const box = screen.getByLabelText('Your message');
    expect(box.style.height).toBe('');
    fireEvent.change(box, { target: { value: 'Two\nlines' } });
    expect(box.style.height).toBe('');
  });
});
