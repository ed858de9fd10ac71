import routes from './routes';

it('exposes the /sign/{id} page for the shell and registers the remote', () => {
  expect(Object.keys(routes)).toEqual(['sign']);
  expect((globalThis as { __BIZMARKT_APPS__?: Record<string, unknown> }).__BIZMARKT_APPS__).toHaveProperty('mfe_messaging');
});
