import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalAttachmentStore, signS3Request } from './attachment-store';

describe('local attachment store', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-attachments-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const key = `messages/12/${'a'.repeat(32)}.pdf`;

  it('keeps files under .private (never the public media route) and reads and removes them', async () => {
    const store = createLocalAttachmentStore(dir);
    await store.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(statSync(path.join(dir, '.private', key)).mode & 0o777).toBe(0o600);
    expect((await store.get(key))?.toString()).toBe('%PDF-1.4');
    await store.remove([key]);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses keys it did not make', async () => {
    const store = createLocalAttachmentStore(dir);
    await expect(store.put('../escape.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow('not an attachment key');
    expect(await store.get('messages/1/../../x.pdf')).toBeNull();
  });
});

describe('S3-compatible store', () => {
  it('signs like the AWS Signature V4 example (GET /test.txt with a Range header)', () => {
    const headers = signS3Request(
      {
        endpoint: 'https://examplebucket.s3.amazonaws.com',
        bucket: 'examplebucket',
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      'GET',
      new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      Buffer.alloc(0),
      new Date('2013-05-24T00:00:00Z'),
      { range: 'bytes=0-9' },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
