import routes from './routes';

it('exposes the landing page for the shell route table', async () => {
<<<<<<< HEAD
  expect(Object.keys(routes)).toEqual(['landing', 'search', 'admin-listings', 'admin-listing']);
=======
  expect(Object.keys(routes)).toEqual(['landing', 'admin-listings', 'admin-listing', 'business']);
>>>>>>> lane-browse-pages
  const page = await routes.landing!();
  expect(typeof page.default).toBe('function');
});
