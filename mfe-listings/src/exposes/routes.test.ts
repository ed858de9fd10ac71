import routes from './routes';

it('exposes the landing page for the shell route table', async () => {
  expect(Object.keys(routes).sort()).toEqual(
    ['landing', 'search', 'admin-listings', 'admin-listing', 'how-to-buy', 'how-to-sell', 'faq', 'privacy-policy', 'terms-of-service', 'favorites', 'my-listings', 'business', 'business-unavailable'].sort(),
  );
  const page = await routes.landing!();
  expect(typeof page.default).toBe('function');
});
