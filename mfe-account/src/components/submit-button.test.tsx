import { render, screen } from '@testing-library/react';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('is a submit button named by its label, in PrimeReact’s look', () => {
    render(<SubmitButton label="Log In" className="bz-form__submit" />);
    const button = screen.getByRole('button', { name: 'Log In' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).toHaveClass('p-button', 'p-component', 'bz-form__submit');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('while the form is sent: disabled, busy, with a spinner hidden from screen readers', () => {
    const { container } = render(<SubmitButton label="Log In" loading />);
    const button = screen.getByRole('button', { name: 'Log In' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.pi-spinner')).toHaveAttribute('aria-hidden', 'true');
  });
});
