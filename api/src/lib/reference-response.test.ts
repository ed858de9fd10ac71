import { encodingFor, matchesEtag, referenceBody } from './reference-response';

describe('reference answers', () => {
  it('picks the encoding the client prefers among brotli and gzip, the same when asked again', () => {
    for (let round = 0; round < 2; round++) {
      expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
      expect(encodingFor('gzip')).toBe('gzip');
      expect(encodingFor('br;q=0.5, gzip')).toBe('gzip');
      expect(encodingFor('br;q=0, gzip;q=0')).toBeNull();
      expect(encodingFor('identity')).toBeNull();
    }
  });

  it('stays right past the number of values it remembers', () => {
    for (let i = 0; i < 200; i++) expect(encodingFor(`x-${i}, gzip;q=0.${(i % 9) + 1}`)).toBe('gzip');
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
  });

  it('compresses only answers worth it and matches its ETag, weak or in a list', () => {
    const small = referenceBody({ a: 1 });
    expect(small.encoded).toBeUndefined();
    const large = referenceBody({ items: Array.from({ length: 200 }, (_, i) => ({ code: `C${i}`, name: `Country ${i}` })) });
    expect(large.encoded?.br.length).toBeLessThan(Buffer.byteLength(large.json));
    expect(matchesEtag(`"x", W/${large.etag}`, large.etag)).toBe(true);
    expect(matchesEtag('"x"', large.etag)).toBe(false);
  });
});
