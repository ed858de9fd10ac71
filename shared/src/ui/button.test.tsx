import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button (PrimeReact’s look, a plain button)', () => {
  it('is a button named by its label, with PrimeReact’s classes and its icon before the label', () => {
    const onClick = jest.fn();
    const { container } = render(<Button label="Contact seller" icon="pi pi-envelope" outlined onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Contact seller' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('p-button', 'p-component', 'p-button-outlined');
    expect(container.querySelector('.pi-envelope')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits a form when it is the submit button', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" label="Log In" />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading: disabled, busy, a spinner instead of the icon, and a click does nothing', () => {
    const onClick = jest.fn();
    const { container } = render(<Button label="Contact seller" icon="pi pi-envelope" loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Contact seller' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.pi-spinner')).not.toBeNull();
    expect(container.querySelector('.pi-envelope')).toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes aria-* props to the button: an aria-label names it, the others reach it as given', () => {
    render(
      <Button
        label="Offer"
        icon="pi pi-file-edit"
        aria-label="Make an offer for Acme Brand"
        aria-describedby="hint"
        aria-expanded={false}
        aria-controls="offer-form"
      />,
    );
    const button = screen.getByRole('button', { name: 'Make an offer for Acme Brand' });
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'offer-form');
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
