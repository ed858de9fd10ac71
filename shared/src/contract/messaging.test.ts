import { publicProfileSchema } from './accounts';
import { dialogOpponentSchema, dialogStepRequestSchema, ndaRequestSchema, sendTextRequestSchema } from './messaging';
import { MESSAGE_TEXT_MAX } from './messaging-limits';

describe('messaging contract', () => {
  it('sends trimmed, non-empty text up to the limit, reading form fields as numbers', () => {
    expect(sendTextRequestSchema.parse({ type: 'text', business_id: '7', message: '  hi  ' })).toEqual({ type: 'text', business_id: 7, message: 'hi' });
    expect(sendTextRequestSchema.safeParse({ type: 'text', business_id: 7, message: '   ' }).success).toBe(false);
    expect(sendTextRequestSchema.safeParse({ type: 'text', business_id: 7, message: 'x'.repeat(MESSAGE_TEXT_MAX + 1) }).success).toBe(false);
  });

  it('keeps steps within 1–7', () => {
    expect(dialogStepRequestSchema.parse({ buyer_step: 7 })).toEqual({ buyer_step: 7 });
    expect(dialogStepRequestSchema.safeParse({ seller_step: 8 }).success).toBe(false);
    expect(dialogStepRequestSchema.safeParse({ seller_step: 0 }).success).toBe(false);
  });

  it("a dialog's opponent is the public profile without its count, masked to the last id (#27)", () => {
    const profile = publicProfileSchema.parse({
      id: 9,
      name: 'Sophie',
      last_name: 'Seller',
      avatar_thumb: null,
      avatar_thumb_64: '/media/avatars/9/a-64.jpg',
      about: 'Sells tools.',
      country_code: 'DE',
      website: 'tools.example',
      facebook: null,
      twitter: null,
      instagram: null,
      created_at: '2026-01-01T00:00:00.000Z',
      total_listings_count: 2,
      deleted: false,
    });
    const { total_listings_count: _count, deleted: _deleted, ...opponent } = profile;
    // The same fields in the same order on the wire; the profile's own two are not sent in a dialog.
    expect(Object.keys(dialogOpponentSchema.shape)).toEqual(Object.keys(opponent));
    expect(dialogOpponentSchema.parse(profile)).toEqual(opponent);
    // Masked: every field null, the id and the joined date included; the profile itself never is.
    const masked = Object.fromEntries(Object.keys(opponent).map((key) => [key, null]));
    expect(dialogOpponentSchema.parse(masked)).toEqual(masked);
    expect(publicProfileSchema.safeParse({ ...profile, id: null }).success).toBe(false);
    expect(publicProfileSchema.safeParse({ ...profile, created_at: null }).success).toBe(false);
  });

  it('needs the signer name of an NDA request', () => {
    expect(ndaRequestSchema.safeParse({ business_id: 3 }).success).toBe(false);
    expect(ndaRequestSchema.parse({ business_id: 3, signer_name: ' Paula Pro ' })).toEqual({ business_id: 3, signer_name: 'Paula Pro' });
  });
});
