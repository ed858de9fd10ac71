import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient, sessionStore, toastStore } from '@bizmarkt/shared';
import { countries, mockApi, renderPanel, SAVE_TIMEOUT, savedBody, user } from './about-me-test-helpers';

const toast = jest.fn();

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(user);
  toast.mockClear();
  toastStore.getState().register(toast);
});

describe('About me: limits and checks visible before they bite', () => {
  it('a pasted 161-character description is kept whole, counted, and refused before sending', async () => {
    const { calls } = mockApi({ 'GET /api/countries': [200, countries] });
    renderPanel();
    const description = 'A sentence about my shops. '.repeat(6).slice(0, 161);
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: description } });
    expect(screen.getByLabelText(/^Description/)).toHaveValue(description);
    expect(screen.getByText('161/160')).toHaveClass('bz-field__error');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At most 160 characters.')).toHaveAttribute('id', 'about-about-error');
    expect(calls.filter((call) => call.method === 'POST' && !('Precognition' in call.headers))).toHaveLength(0);
  });

  it('a 65-character first name is kept whole and counted against 64', () => {
    mockApi({ 'GET /api/countries': [200, countries] });
    renderPanel();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'N'.repeat(65) } });
    expect(screen.getByLabelText('First name')).toHaveValue('N'.repeat(65));
    expect(screen.getByText('65/64')).toHaveClass('bz-field__error');
  });

  it('the description is marked required from the start, and an empty one is refused before sending', async () => {
    mockApi({ 'GET /api/countries': [200, countries] });
    renderPanel();
    expect(screen.getByLabelText(/^Description/)).toBeRequired();
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please write a short description of yourself.')).toHaveAttribute('id', 'about-about-error');
  });

  it('a PDF renamed .png is refused when chosen: "Image is not valid" at once, no preview', async () => {
    mockApi({ 'GET /api/countries': [200, countries] });
    renderPanel();
    const renamed = new File(['%PDF-1.7 a contract'], 'photo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Picture file'), { target: { files: [renamed] } });
    expect(await screen.findByText('Image is not valid', {}, SAVE_TIMEOUT)).toHaveAttribute('id', 'about-file-error');
    expect(screen.queryByRole('img', { name: 'Your picture' })).toBeNull();
  });

  it('the role and country dropdowns are named by their labels; the hidden native selects are hidden from AT (axe select-name)', () => {
    mockApi({ 'GET /api/countries': [200, countries] });
    const { container } = renderPanel();
    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveAttribute('aria-haspopup', 'listbox');
    const selects = [...container.querySelectorAll('select')];
    expect(selects).toHaveLength(2);
    for (const select of selects) expect(select).toHaveAttribute('aria-hidden', 'true');
  });

  it('saving says so, sends pinterest (spec §7) and closes', async () => {
    const saved = { ...user, pinterest: 'pinterest.com/sophie' };
    const { calls } = mockApi({ 'GET /api/countries': [200, countries], 'POST /api/users/7': [200, saved], 'GET /api/user': [200, saved] });
    const { onClose } = renderPanel();
    fireEvent.change(screen.getByLabelText('Pinterest'), { target: { value: ' pinterest.com/sophie ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SAVE_TIMEOUT);
    expect(savedBody(calls).get('pinterest')).toBe('pinterest.com/sophie');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ severity: 'success', summary: 'Your profile has been saved.' }));
    expect(sessionStore.getState().user?.pinterest).toBe('pinterest.com/sophie');
  });
});
