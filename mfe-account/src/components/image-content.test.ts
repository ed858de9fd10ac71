import { hasImageSignature, isValidImageContent } from './image-content';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ');

describe('image content', () => {
  it('knows a PNG and a JPEG by their first bytes', async () => {
    expect(await hasImageSignature(new File([png], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(await hasImageSignature(new File([jpeg], 'a.jpg', { type: 'image/jpeg' }))).toBe(true);
  });

  it('refuses a PDF renamed .png, whatever its name and type say', async () => {
    expect(await isValidImageContent(new File([pdf], 'photo.png', { type: 'image/png' }))).toBe(false);
  });

  it('refuses an empty file', async () => {
    expect(await hasImageSignature(new File([], 'empty.png', { type: 'image/png' }))).toBe(false);
  });
});
