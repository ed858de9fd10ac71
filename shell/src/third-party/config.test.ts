import { anyThirdParty, readThirdPartyConfig } from './config';

const ALL = {
  BIZMARKT_CONSENT_ID: 'cbid-1',
  BIZMARKT_SESSION_REPLAY_ID: '123',
  BIZMARKT_GTM_ID: 'GTM-ABC',
  BIZMARKT_CHAT_APP_ID: 'app1',
};

it('enables everything configured in a production build', () => {
  expect(readThirdPartyConfig({ NODE_ENV: 'production', ...ALL })).toEqual({
    production: true,
    consentId: 'cbid-1',
    sessionReplayId: '123',
    gtmId: 'GTM-ABC',
    chatAppId: 'app1',
  });
});

it.each(['development', 'test', undefined])('keeps the consent tool and session replay out of a %s build', (NODE_ENV) => {
  const config = readThirdPartyConfig({ NODE_ENV, ...ALL });
  expect(config).toMatchObject({ production: false, consentId: null, sessionReplayId: null });
  // The analytics tag and the chat are not production-only; they depend on their ids alone.
  expect(config).toMatchObject({ gtmId: 'GTM-ABC', chatAppId: 'app1' });
});

it('treats unset and blank variables as absent, as the build defines them', () => {
  expect(readThirdPartyConfig({ NODE_ENV: 'production' })).toEqual({
    production: true,
    consentId: null,
    sessionReplayId: null,
    gtmId: null,
    chatAppId: null,
  });
  expect(readThirdPartyConfig({ NODE_ENV: 'production', BIZMARKT_CONSENT_ID: '', BIZMARKT_GTM_ID: '  ', BIZMARKT_CHAT_APP_ID: '' })).toMatchObject({
    consentId: null,
    gtmId: null,
    chatAppId: null,
  });
});

it.each([
  [{}, false],
  [{ BIZMARKT_GTM_ID: '  ' }, false],
  [{ BIZMARKT_CHAT_APP_ID: 'app1' }, true],
  [{ BIZMARKT_SESSION_REPLAY_ID: '123' }, true],
  [ALL, true],
] as const)('names a third party (%j): %s — the shell loads their loaders only then', (env, expected) => {
  expect(anyThirdParty(readThirdPartyConfig({ NODE_ENV: 'production', ...env }))).toBe(expected);
});

it('in a development build, only the tag or the chat count (the consent tool and replay are production-only)', () => {
  expect(anyThirdParty(readThirdPartyConfig({ NODE_ENV: 'development', BIZMARKT_CONSENT_ID: 'cbid-1' }))).toBe(false);
});
