import { ACCOUNT_PATHS, BILLING_PATHS, LISTING_IMAGE_PATHS, SELLERBOARD_PATHS, SERVICE_PATHS } from '../paths';
import { apiPath, routePattern } from './path';

describe('apiPath: one pattern for the router and the client', () => {
  it('puts the values into the pattern in order, each as one encoded segment', () => {
    expect(LISTING_IMAGE_PATHS.image(12, 345)).toBe('/api/businesses/12/images/345');
    expect(ACCOUNT_PATHS.verifyEmail(7, 'ab12')).toBe('/api/email/verify/7/ab12');
    expect(SELLERBOARD_PATHS.applyImport(3, 'a/b c')).toBe('/api/businesses/3/financials/import/a%2Fb%20c/apply');
    expect(BILLING_PATHS.checkoutStatus('cs_1?x=1')).toBe('/api/billing/checkouts/cs_1%3Fx%3D1');
  });

  it('gives the rest of the path to a trailing wildcard as it is', () => {
    expect(SERVICE_PATHS.media('avatars/12/x-114.jpg')).toBe('/api/media/avatars/12/x-114.jpg');
  });

  it('keeps the pattern for the router; a plain path is its own pattern', () => {
    expect(LISTING_IMAGE_PATHS.image.pattern).toBe('/api/businesses/:id/images/:imageId');
    expect(routePattern(LISTING_IMAGE_PATHS.order)).toBe('/api/businesses/:id/images/order');
    expect(routePattern(ACCOUNT_PATHS.register)).toBe('/api/register');
  });

  it('asks for exactly as many values as the pattern has parameters', () => {
    const path = apiPath('/api/a/:x/b/:y');
    expect(path(1, 2)).toBe('/api/a/1/b/2');
    // @ts-expect-error one value short
    path(1);
    // @ts-expect-error none expected
    apiPath('/api/plain')(1);
  });
});
