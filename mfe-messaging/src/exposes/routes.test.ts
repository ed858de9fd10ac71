import routes from './routes';

it('exposes the /sign/{id} and /deals/{id} pages for the shell and registers the remote', () => {
  expect(Object.keys(routes)).toEqual(['sign', 'deal']);
  expect((globalThis as { __BIZMARKT_APPS__?: Record<string, unknown> }).__BIZMARKT_APPS__).toHaveProperty('mfe_messaging');
});
