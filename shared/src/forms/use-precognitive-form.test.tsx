import { StrictMode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { configureApiClient } from '../api/client';
import { usePrecognitiveForm } from './use-precognitive-form';

function EmailField() {
  const form = usePrecognitiveForm('post', '/api/login', { email: '', password: '' });
  return (
    <form>
      <label htmlFor="email">Email</label>
      <input
        id="email"
        value={form.data.email}
        onChange={(event) => form.setData('email', event.target.value)}
        onBlur={() => form.validate('email')}
        aria-invalid={form.isInvalid('email')}
        aria-busy={form.isValidating('email')}
      />
      {form.errorsFor('email').map((message) => (
        <small key={message}>{message}</small>
      ))}
      {form.isValid('email') ? <span>looks good</span> : null}
    </form>
  );
}

describe('usePrecognitiveForm', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '', getLocale: () => 'en' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
  });

  it('validates a field on blur and renders the server messages, then the valid state', async () => {
    const answers = [
      new Response(JSON.stringify({ message: 'bad', errors: { email: ['The email field must be a valid email address.'] } }), {
        status: 422,
        headers: { 'content-type': 'application/json', Precognition: 'true' },
      }),
      new Response(null, { status: 204, headers: { Precognition: 'true', 'Precognition-Success': 'true' } }),
    ];
    const fetchMock = jest.fn(async () => answers.shift()!);
    global.fetch = fetchMock;
    // StrictMode mounts, unmounts and mounts again: the form must still work afterwards.
    render(
      <StrictMode>
        <EmailField />
      </StrictMode>,
    );
    const input = screen.getByLabelText('Email');
    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.blur(input);
    expect(await screen.findByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(input, { target: { value: 'a@b.test' } });
    fireEvent.blur(input);
    // The second blur falls in the debounce window of the first: it is sent 1.5 s later.
    expect(await screen.findByText('looks good', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByText('The email field must be a valid email address.')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
