import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPageMatcher, patternToRegExp } from './page-routes.mjs';

const matcher = createPageMatcher([
  { path: '/' },
  { path: '/login' },
  { path: '/business/:id' },
  { path: '/create/information/:id?' },
  { path: '/registration/success/:id' },
  { path: '/404', notFound: true },
]);

test('a pattern becomes an anchored regular expression', () => {
  assert.equal(patternToRegExp('/business/:id').source, '^\\/business\\/[^/]+$');
  assert.ok(patternToRegExp('/').test('/'));
  assert.ok(!patternToRegExp('/').test('/x'));
});

test('route paths answer 200, bare and under /de, with params, a query and one trailing slash', () => {
  for (const url of [
    '/',
    '/de',
    '/de/',
    '/login',
    '/de/login',
    '/login/',
    '/login?p=AB12',
    '/business/42',
    '/de/business/abc',
    '/registration/success/7',
    '/create/information',
    '/create/information/3',
    '/de/create/information/3',
    '/LOGIN',
  ]) {
    assert.equal(matcher.statusFor(url), 200, url);
  }
});

test('paths outside the table answer 404, and so does the not-found page itself', () => {
  for (const url of [
    '/nope',
    '/de/nope',
    '/de/de/login',
    '/deutsch',
    '/login/extra',
    '/business',
    '/business/1/2',
    '/create/information/1/2',
    '/en/login',
    '/404',
    '/de/404',
    '/%E0%A4%A',
  ]) {
    assert.equal(matcher.statusFor(url), 404, url);
  }
});

test('the matched route is returned', () => {
  assert.equal(matcher.match('/de/business/9')?.path, '/business/:id');
  assert.equal(matcher.match('/nope'), undefined);
});
