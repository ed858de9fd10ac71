import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { countries, mockApi, renderPanel, SAVE_TIMEOUT, savedBody, user } from './about-me-test-helpers';

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a URL string.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(user);
});

describe('About me panel', () => {
  it('shows the email and the joined date read-only, and the saved values', async () => {
    mockApi({ 'GET /api/countries': [200, countries] });
    renderPanel();
    expect(screen.getByText('seller@bizmarkt.test')).toBeInTheDocument();
    expect(screen.getByText('Joined').nextElementSibling).toHaveTextContent('Mar 5, 2026');
    expect(screen.getByLabelText('First name')).toHaveValue('Sophie');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('I sell Amazon brands.');
    expect(screen.getByText('Max 160 characters')).toBeInTheDocument();
    expect(screen.getByText('21/160')).toBeInTheDocument();
    expect(screen.getByText('.jpg, .png files only. Up to 1 files')).toBeInTheDocument();
    expect(screen.getByLabelText('X')).toBeInTheDocument();
    expect((await screen.findAllByText('Germany'))[0]).toBeInTheDocument();
  });

  it('displays a website without a scheme with https://, and sends it as typed', async () => {
    const { calls } = mockApi({ 'GET /api/countries': [200, countries], 'POST /api/users/7': [200, user], 'GET /api/user': [200, user] });
    const { onClose } = renderPanel();
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'sophies-shop.com' } });
    const preview = screen.getByRole('link', { name: 'https://sophies-shop.com' });
    expect(preview).toHaveAttribute('href', 'https://sophies-shop.com');
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription('Shown as https://sophies-shop.com');

    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'http://old.example' } });
    expect(screen.getByRole('link', { name: 'http://old.example' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'sophies-shop.com' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SAVE_TIMEOUT);
    expect(savedBody(calls).get('website')).toBe('sophies-shop.com');
  });

  it('sends every field, delete_file 0 and the chosen picture as multipart; then re-fetches the user and closes', async () => {
    const refetched = { ...user, name: 'Sophia', avatar: '/media/avatars/7.jpg', avatar_thumb: '/media/avatars/7-thumb.jpg' };
    const { calls } = mockApi({ 'GET /api/countries': [200, countries], 'POST /api/users/7': [200, refetched], 'GET /api/user': [200, refetched] });
    const { onClose, queryClient } = renderPanel();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Sophia' } });
    fireEvent.change(screen.getByLabelText('Instagram'), { target: { value: ' instagram.com/sophia ' } });
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Picture file'), { target: { files: [picture] } });
    expect(await screen.findByRole('img', { name: 'Your picture' }, SAVE_TIMEOUT)).toHaveAttribute('src', 'blob:preview');

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), SAVE_TIMEOUT);

    const body = savedBody(calls);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'file'))).toEqual({
      role: 'seller',
      name: 'Sophia',
      last_name: 'Seller',
      country_code: 'DE',
      about: 'I sell Amazon brands.',
      website: '',
      facebook: '',
      twitter: '',
      instagram: 'instagram.com/sophia',
      pinterest: '',
      delete_file: '0',
    });
    expect((body.get('file') as File).name).toBe('me.jpg');
    // The browser sets the multipart boundary: no JSON content type on the request.
    const save = calls.find((call) => call.method === 'POST')!;
    expect(Object.keys(save.headers).map((h) => h.toLowerCase())).not.toContain('content-type');

    expect(calls.some((call) => call.method === 'GET' && call.url.endsWith('/api/user'))).toBe(true);
    expect(sessionStore.getState().user).toEqual(refetched);
    expect(queryClient.getQueryData(queryKeys.user())).toEqual(refetched);
  });

  it('deletes the saved picture with delete_file=1; a default avatar counts as no picture', async () => {
    sessionStore.getState().setUser({ ...user, avatar: '/media/avatars/7.jpg', avatar_thumb: '/media/avatars/7-thumb.jpg' });
    const { calls } = mockApi({ 'GET /api/countries': [200, countries], 'POST /api/users/7': [200, user], 'GET /api/user': [200, user] });
    const { onClose, unmount } = renderPanel();
    expect(screen.getByRole('img', { name: 'Your picture' })).toHaveAttribute('src', '/media/avatars/7-thumb.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Delete picture' }));
    expect(screen.getByRole('img', { name: 'No picture yet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SAVE_TIMEOUT);
    expect(savedBody(calls).get('delete_file')).toBe('1');
    expect(savedBody(calls).get('file')).toBeNull();
    unmount();

    sessionStore.getState().setUser({ ...user, avatar: '/images/default-avatar.png', avatar_thumb: '/images/default-avatar.png' });
    renderPanel();
    expect(screen.getByRole('img', { name: 'No picture yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete picture' })).toBeNull();
  });

  it('refuses a file that is not a JPEG or PNG before uploading', () => {
    mockApi({ 'GET /api/countries': [200, countries] });
    renderPanel();
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Picture file'), { target: { files: [pdf] } });
    expect(screen.getByText('Image is not valid')).toHaveAttribute('id', 'about-file-error');
    expect(screen.queryByRole('img', { name: 'Your picture' })).toBeNull();
  });

  it("shows the server's field errors under each field; name errors also under last name and country", async () => {
    const errors = {
      name: ['The name field must not be greater than 64 characters.'],
      about: ['The about field is required.'],
      file: ['Image is not valid'],
    };
    mockApi({
      'GET /api/countries': [200, countries],
      'POST /api/users/7': [422, { message: 'The name field must not be greater than 64 characters. (and 2 more errors)', errors }],
    });
    const { onClose } = renderPanel();
    fireEvent.change(screen.getByLabelText('Picture file'), { target: { files: [new File(['hello'], 'fake.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const nameMessage = 'The name field must not be greater than 64 characters.';
    await waitFor(() => expect(screen.getAllByText(nameMessage)).toHaveLength(3));
    expect(
      screen
        .getAllByText(nameMessage)
        .map((el) => el.id)
        .sort(),
    ).toEqual(['about-country_code-error', 'about-last_name-error', 'about-name-error']);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(nameMessage);
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(nameMessage);
    expect(screen.getByText('The about field is required.')).toHaveAttribute('id', 'about-about-error');
    const picture = screen.getByRole('group', { name: 'Picture' });
    expect(within(picture).getByText('Image is not valid')).toHaveAttribute('id', 'about-file-error');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('validates while typing through Precognition and shows the answer under the field', async () => {
    const tooLong = 'The website field must be a valid URL.';
    const { precognitive } = mockApi({ 'GET /api/countries': [200, countries] }, { website: [tooLong] });
    renderPanel();
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'not a url' } });
    expect(await screen.findByText(tooLong)).toHaveAttribute('id', 'about-website-error');
    expect(precognitive[0]).toMatchObject({ method: 'POST', url: '/api/users/7' });
    expect(precognitive[0]!.headers['Precognition-Validate-Only']).toBe('website');
  });

  it('Cancel closes without saving', async () => {
    const { calls, precognitive } = mockApi({ 'GET /api/countries': [200, countries] });
    const { onClose } = renderPanel();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Changed' } });
    await waitFor(() => expect(precognitive).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('speaks German under /de', async () => {
    mockApi({ 'GET /api/countries': [200, { ...countries, countries: [{ code: 'DE', name: 'Deutschland' }] }] });
    renderPanel('de');
    expect(screen.getByText('Dabei seit').nextElementSibling).toHaveTextContent('5. März 2026');
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeInTheDocument();
    expect(screen.getByText('Höchstens 160 Zeichen')).toBeInTheDocument();
    expect((await screen.findAllByText('Deutschland'))[0]).toBeInTheDocument();
  });
});

it('Escape in the open country list closes the list, not the panel (the event stops at the list)', async () => {
  mockApi({ 'GET /api/countries': [200, countries] });
  renderPanel();
  const onDocumentKey = jest.fn();
  document.addEventListener('keydown', onDocumentKey);
  // The field opens once the list is there (it says it is loading until then).
  fireEvent.click(await screen.findByRole('button', { name: 'Choose your country' }));
  const search = await screen.findByPlaceholderText('Search countries');
  fireEvent.keyDown(search, { key: 'Escape', code: 'Escape' });
  fireEvent.keyDown(screen.getByLabelText('First name'), { key: 'Escape', code: 'Escape' });
  document.removeEventListener('keydown', onDocumentKey);
  // Only the second Escape (outside the list) reaches the document, where the panel frame listens.
  expect(onDocumentKey).toHaveBeenCalledTimes(1);
});
