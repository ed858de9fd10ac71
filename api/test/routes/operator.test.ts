// GET /api/operator: the site operator of the imprint, contact page and privacy policy.
import type { OperatorDetails } from '@bizmarkt/shared/contract';
import { useTestApp } from '../helpers/test-app';

describe('GET /api/operator with the demo defaults', () => {
  const t = useTestApp();

  it('answers the demo operator, marked as a placeholder, without a session and with an ETag', async () => {
    const response = await t.app.inject({ url: '/api/operator' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const body: OperatorDetails = response.json();
    expect(body).toMatchObject({ name: 'Bizmarkt GmbH', street: 'Musterstraße 1', country_code: 'DE', placeholder: true });
    expect(body.vat_id).toBe('DE000000000');

    const again = await t.app.inject({ url: '/api/operator', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/operator with a configured operator', () => {
  const t = useTestApp({
    env: {
      OPERATOR_NAME: 'Handelsplatz GmbH',
      OPERATOR_STREET: 'Hauptstraße 5',
      OPERATOR_POSTAL_CODE: '80331',
      OPERATOR_CITY: 'München',
      OPERATOR_COUNTRY: 'de',
      OPERATOR_EMAIL: 'hallo@handelsplatz.example',
      OPERATOR_REPRESENTATIVE: 'Max Beispiel',
      OPERATOR_RESPONSIBLE: 'Max Beispiel, Hauptstraße 5, 80331 München',
      OPERATOR_VAT_ID: 'DE123456789',
    },
  });

  it('answers the configured details, not a placeholder, and leaves unset optional ones out', async () => {
    const response = await t.app.inject({ url: '/api/operator' });
    expect(response.json()).toEqual({
      name: 'Handelsplatz GmbH',
      street: 'Hauptstraße 5',
      postal_code: '80331',
      city: 'München',
      country_code: 'DE',
      email: 'hallo@handelsplatz.example',
      phone: null,
      register: null,
      vat_id: 'DE123456789',
      representative: 'Max Beispiel',
      responsible: 'Max Beispiel, Hauptstraße 5, 80331 München',
      placeholder: false,
    });
  });
});
