import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../i18n/en';
import de from '../i18n/de';
import { EmailField, type EmailFieldProps } from './email-field';
import { emailProblem } from './email-problem';
import { PasswordField, type PasswordFieldProps } from './password-field';

const namespaces = { account: { en, de } };

function Email(props: Omit<EmailFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <EmailField {...props} value={value} onChange={setValue} />;
}

function Password(props: Omit<PasswordFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <PasswordField {...props} value={value} onChange={setValue} />;
}

describe('EmailField', () => {
  it('is the labelled email input with autofill, and shows its errors under it (German)', () => {
    renderWithProviders(<Email id="login-email" errors={['Bitte geben Sie Ihre E-Mail-Adresse ein.']} />, { namespaces, locale: 'de' });
    const input = screen.getByLabelText('E-Mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    expect(screen.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toHaveAttribute('id', 'login-email-error');
    fireEvent.change(input, { target: { value: 'a@b.test' } });
    expect(input).toHaveValue('a@b.test');
  });

  it('takes the autofill its form asks for, read-only when the address is given', () => {
    renderWithProviders(
      <>
        <Email id="reset-email" autoComplete="username" readOnly />
        <Email id="confirm-email" autoComplete="off" hint="Type it out." />
      </>,
      { namespaces },
    );
    const [reset, confirm] = screen.getAllByLabelText('Email');
    expect(reset).toHaveAttribute('autocomplete', 'username');
    expect(reset).toHaveAttribute('readonly');
    expect(confirm).toHaveAttribute('autocomplete', 'off');
    expect(confirm).toHaveAccessibleDescription('Type it out.');
    expect(confirm).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('emailProblem', () => {
  it('names an empty address and one without the shape of an address; spaces around it do not count', () => {
    expect(emailProblem('   ')).toBe('emailField.required');
    expect(emailProblem('seller')).toBe('emailField.invalid');
    expect(emailProblem('sel ler@bizmarkt.test')).toBe('emailField.invalid');
    expect(emailProblem(' seller@bizmarkt.test ')).toBeNull();
  });
});

describe('PasswordField', () => {
  it('a current password: masked, filled by the password manager, without a length limit', () => {
    renderWithProviders(<Password id="login-password" label="Password" purpose="current" errors={['Please enter your password.']} />, { namespaces });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAccessibleDescription('Please enter your password.');
    expect(screen.getByText('Please enter your password.')).toHaveAttribute('id', 'login-password-error');
  });

  it('a new password: offered by the password manager, as long as the contract allows, with the length rule under it (German)', () => {
    renderWithProviders(
      <>
        <Password id="new" label="Passwort" purpose="new" lengthHint />
        <Password id="again" label="Passwort bestätigen" purpose="new" />
      </>,
      { namespaces, locale: 'de' },
    );
    const first = screen.getByLabelText('Passwort');
    expect(first).toHaveAttribute('autocomplete', 'new-password');
    expect(first).toHaveAttribute('maxlength', '128');
    expect(first).toHaveAccessibleDescription('Mindestens 8 Zeichen.');
    const again = screen.getByLabelText('Passwort bestätigen');
    expect(again).toHaveAttribute('autocomplete', 'new-password');
    expect(again).not.toHaveAccessibleDescription();
  });
});
