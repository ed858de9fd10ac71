import { isAcceptedFile, shortFileName } from './file-name';

it('cuts a file name to 30 characters', () => {
  expect(shortFileName('a'.repeat(30))).toBe('a'.repeat(30));
  expect(shortFileName(`${'b'.repeat(30)}.pdf`)).toBe(`${'b'.repeat(30)}…`);
  expect(shortFileName(null)).toBe('');
});

it('offers JPEG, PNG and PDF only', () => {
  expect(['image/jpeg', 'image/png', 'application/pdf', 'image/svg+xml', 'image/gif'].map((type) => isAcceptedFile({ type }))).toEqual([
    true,
    true,
    true,
    false,
    false,
  ]);
});
