// What the browser can tell of an email address before the server has its say (taken, unknown…).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** The message key (account namespace) of what is wrong with a typed address, or null; spaces around it do not count. */
export function emailProblem(value: string): 'emailField.required' | 'emailField.invalid' | null {
  const email = value.trim();
  if (!email) return 'emailField.required';
  return EMAIL_SHAPE.test(email) ? null : 'emailField.invalid';
}
