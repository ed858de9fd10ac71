import Stripe from 'stripe';
import { signatureHeader, verifySignature } from './signature';

const stripe = new Stripe('sk_test_offline');
const SECRET = 'whsec_unit';
const payload = JSON.stringify({ id: 'evt_1', type: 'invoice.paid' });

describe('the sandbox signature (Stripe scheme)', () => {
  it('verifies a header made by the Stripe SDK, and the SDK verifies ours', () => {
    const now = 1_780_000_000;
    const sdkHeader = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: now });
    expect(verifySignature(payload, sdkHeader, SECRET, now)).toBe(true);
    const ours = signatureHeader(payload, SECRET, now);
    expect(() => stripe.webhooks.constructEvent(payload, ours, SECRET, 300, undefined, now)).not.toThrow();
  });

  it('refuses another secret, another body, an old timestamp and a malformed header', () => {
    const now = 1_780_000_000;
    const header = signatureHeader(payload, SECRET, now);
    expect(verifySignature(payload, header, 'whsec_other', now)).toBe(false);
    expect(verifySignature(`${payload} `, header, SECRET, now)).toBe(false);
    expect(verifySignature(payload, header, SECRET, now + 301)).toBe(false);
    expect(verifySignature(payload, 't=abc,v1=', SECRET, now)).toBe(false);
    expect(verifySignature(payload, undefined, SECRET, now)).toBe(false);
  });
});
