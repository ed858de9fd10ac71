import { dialogStepRequestSchema, ndaRequestSchema, sendTextRequestSchema } from './messaging';
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

  it('needs the signer name of an NDA request', () => {
    expect(ndaRequestSchema.safeParse({ business_id: 3 }).success).toBe(false);
    expect(ndaRequestSchema.parse({ business_id: 3, signer_name: ' Paula Pro ' })).toEqual({ business_id: 3, signer_name: 'Paula Pro' });
  });
});
