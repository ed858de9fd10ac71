import routes from './routes';

it('exposes a route map for the shell (its pages arrive with the messaging issue)', () => {
  expect(routes).toEqual({});
  expect((globalThis as { __BIZMARKT_APPS__?: Record<string, unknown> }).__BIZMARKT_APPS__).toHaveProperty('mfe_messaging');
});
