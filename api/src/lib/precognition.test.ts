import { appendVary, fieldRequested, parsePrecognition } from './precognition';

describe('parsePrecognition', () => {
  it('is null for an ordinary request and for any value but "true"', () => {
    expect(parsePrecognition({})).toBeNull();
    expect(parsePrecognition({ precognition: 'false' })).toBeNull();
    expect(parsePrecognition({ precognition: '1' })).toBeNull();
  });

  it('validates everything without Precognition-Validate-Only', () => {
    expect(parsePrecognition({ precognition: 'true' })).toEqual({ validateOnly: null });
    expect(parsePrecognition({ precognition: ' TRUE ' })).toEqual({ validateOnly: null });
  });

  it('reads the comma-separated field list, trimmed; an empty header asks for no field', () => {
    expect(parsePrecognition({ precognition: 'true', 'precognition-validate-only': 'email, password,,' })).toEqual({
      validateOnly: new Set(['email', 'password']),
    });
    expect(parsePrecognition({ precognition: 'true', 'precognition-validate-only': '' })).toEqual({ validateOnly: new Set() });
  });
});

describe('fieldRequested', () => {
  const requested = new Set(['email', 'address', 'items.*.price']);
  it.each([
    ['email', true],
    ['password', false],
    ['emails', false],
    ['address.street', true],
    ['items.0.price', true],
    ['items.0.name', false],
    ['items', false],
  ])('%s → %s', (field, expected) => {
    expect(fieldRequested(field, requested)).toBe(expected);
  });
});

describe('appendVary', () => {
  it('adds the name once, keeping what is there', () => {
    expect(appendVary(undefined, 'Precognition')).toBe('Precognition');
    expect(appendVary('X-LANG', 'Precognition')).toBe('X-LANG, Precognition');
    expect(appendVary(['Accept', 'X-LANG'], 'Precognition')).toBe('Accept, X-LANG, Precognition');
    expect(appendVary('precognition', 'Precognition')).toBe('precognition');
    expect(appendVary('*', 'Precognition')).toBe('*');
  });
});
