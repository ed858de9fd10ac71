import routes from './routes';

it('exposes the landing page for the shell route table', async () => {
  expect(Object.keys(routes)).toEqual(['landing', 'search', 'admin-listings', 'admin-listing', 'favorites', 'my-listings', 'business', 'business-unavailable']);
  const page = await routes.landing!();
  expect(typeof page.default).toBe('function');
});
