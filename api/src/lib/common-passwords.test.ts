import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('finds passwords of the list regardless of case', () => {
    for (const password of ['password', 'password1', 'PassWord1', 'iloveyou', 'qwertyuiop', '12345678', 'sunshine']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('lets other passwords through, however simple they look (no composition rules)', () => {
    for (const password of ['Lantern-Quiet-77', 'correct horse battery staple', 'zq8vX!mw', 'Bizmarkt-2026-river']) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });
});
