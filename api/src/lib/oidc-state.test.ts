import { openOidcState, sealOidcState, type OidcFlowState } from './oidc-state';

const KEY = 'unit-test-app-key-0123456789abcdef0123456789';
const flow: OidcFlowState = {
  state: 'state-1',
  nonce: 'nonce-1',
  codeVerifier: 'verifier-1',
  intent: 'register',
  locale: 'de',
  partnerCode: 'ab12',
  expiresAt: Date.now() + 60_000,
};

describe('the OpenID Connect state cookie', () => {
  it('opens what it sealed, with the same key', () => {
    expect(openOidcState(KEY, sealOidcState(KEY, flow))).toEqual(flow);
  });

  it('is unreadable without the key: nothing of the flow shows in the value', () => {
    const sealed = sealOidcState(KEY, flow);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toMatch(/verifier-1|state-1|register|ab12/);
    // A fresh IV every time: the same flow never seals to the same value.
    expect(sealOidcState(KEY, flow)).not.toBe(sealed);
  });

  it('refuses another key, any changed byte, junk and absence', () => {
    const sealed = sealOidcState(KEY, flow);
    expect(openOidcState(`${KEY}x`, sealed)).toBeNull();
    const raw = Buffer.from(sealed, 'base64url');
    for (const index of [0, 13, 30, raw.length - 1]) {
      const changed = Buffer.from(raw);
      changed[index] = changed[index]! ^ 1;
      expect(openOidcState(KEY, changed.toString('base64url'))).toBeNull();
    }
    expect(openOidcState(KEY, 'not-a-cookie')).toBeNull();
    expect(openOidcState(KEY, '')).toBeNull();
    expect(openOidcState(KEY, undefined)).toBeNull();
    expect(openOidcState(KEY, 'A'.repeat(5000))).toBeNull();
  });

  it('refuses an expired flow even with a valid seal', () => {
    const sealed = sealOidcState(KEY, { ...flow, expiresAt: 1_000 });
    expect(openOidcState(KEY, sealed, 999)).not.toBeNull();
    expect(openOidcState(KEY, sealed, 1_000)).toBeNull();
  });
});
