import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import type { ListingImage } from '@bizmarkt/shared/contract';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import { ListingImagesField } from '../index';

const namespaces = { createListing: { en, de } };

const image = (id: number, position: number): ListingImage => ({
  id,
  url: `/api/media/listings/7/i${id}.webp`,
  thumb_url: `/api/media/listings/7/i${id}-thumb.webp`,
  width: 800,
  height: 600,
  position,
});

/** The browser's XMLHttpRequest, answered by the test (the upload's transport). */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Images to upload'), { target: { files } });
const listedAlts = () =>
  within(screen.getByRole('list', { name: 'Listing images' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
const listedIds = () =>
  within(screen.getByRole('list', { name: 'Listing images' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-image-id'));

describe('ListingImagesField', () => {
  const realXhr = global.XMLHttpRequest;
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    FakeXhr.sent = [];
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    global.XMLHttpRequest = realXhr;
  });

  it('lists the images with the first as cover, and uploads chosen files one by one with progress', async () => {
    const onChange = jest.fn();
    renderWithProviders(<ListingImagesField businessId={7} images={[image(1, 0)]} onChange={onChange} />, { namespaces });
    expect(screen.getByRole('group', { name: 'Images' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Cover')).toBeInTheDocument();
    expect(screen.getByText('1 of 10 images')).toBeInTheDocument();

    choose([png('shop.png'), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), png('team.png')]);
    // The GIF is refused before sending; the PNGs queue.
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images can be uploaded.');
    const bar = await screen.findByRole('progressbar', { name: 'Uploading shop.png' });
    expect(screen.getByRole('progressbar', { name: 'team.png waits to be uploaded' })).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]!.url).toBe('/api/businesses/7/images');
    expect((FakeXhr.sent[0]!.body!.get('file') as File).name).toBe('shop.png');

    act(() => FakeXhr.sent[0]!.progress(0.4));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    await act(async () => FakeXhr.sent[0]!.answer(201, { image: image(2, 1), images: [image(1, 0), image(2, 1)] }));
    expect(listedAlts()).toEqual(['Image 1', 'Image 2']);
    expect(screen.queryByRole('progressbar', { name: 'Uploading shop.png' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([image(1, 0), image(2, 1)]);

    // The second goes once the first is done; the server's 422 stays on its row.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const message = 'The picture must be a complete JPEG, PNG or WebP image of at most 40 megapixels.';
    await act(async () => FakeXhr.sent[1]!.answer(422, { message, errors: { file: [message] } }));
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(
      within(uploads)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Only JPEG, PNG or WebP images can be uploaded.', message]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the error of team.png' }));
    expect(within(uploads).getAllByRole('alert')).toHaveLength(1);
    expect(listedAlts()).toEqual(['Image 1', 'Image 2']);
  });

  it('reorders by keyboard: the moved image keeps the focus, the new first is the cover', async () => {
    const { fetchMock, calls } = createFetchMock({ 'POST /api/businesses/7/images/order': [200, { images: [image(2, 0), image(1, 1), image(3, 2)] }] });
    global.fetch = fetchMock;
    renderWithProviders(<ListingImagesField businessId={7} images={[image(1, 0), image(2, 1), image(3, 2)]} />, { namespaces });
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 down' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move image 1 down' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    expect(listedIds()).toEqual(['2', '1', '3']);
    expect(screen.getByRole('status')).toHaveTextContent('Image moved to position 2.');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ ids: [2, 1, 3] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move image 2 down' }));
    const first = screen.getAllByRole('listitem')[0]!;
    expect(first).toHaveAttribute('data-image-id', '2');
    expect(within(first).getByText('Cover')).toBeInTheDocument();
  });

  it('puts the order back when the server refuses it, and removes an image', async () => {
    const { fetchMock } = createFetchMock({
      'POST /api/businesses/7/images/order': [422, { message: 'No', errors: { ids: ['No'] } }],
      'DELETE /api/businesses/7/images/1': [200, { images: [image(2, 0)] }],
    });
    global.fetch = fetchMock;
    renderWithProviders(<ListingImagesField businessId={7} images={[image(1, 0), image(2, 1)]} />, { namespaces });
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    await waitFor(() => expect(listedIds()).toEqual(['1', '2']));

    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(listedIds()).toEqual(['2']));
    expect(screen.getByText('1 of 10 images')).toBeInTheDocument();
  });

  it('offers no upload once ten images are there, in German too', () => {
    const ten = Array.from({ length: 10 }, (_, i) => image(i + 1, i));
    renderWithProviders(<ListingImagesField businessId={7} images={ten} />, { namespaces, locale: 'de' });
    expect(screen.getByRole('button', { name: 'Bilder auswählen' })).toBeDisabled();
    expect(screen.getByText('10 von 10 Bildern')).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Titelbild')).toBeInTheDocument();
  });
});
