import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ladderRate, poolEmails } from './sync-ladder';

describe('ladderRate', () => {
  it('10,000 users at the top of the ladder poll 10000/240 times a second', () => {
    assert.equal(Math.round(ladderRate(10_000, 0) * 100) / 100, 41.67);
  });

  it('users climbing the ladder again poll six times in 465 s', () => {
    assert.equal(Math.round(ladderRate(10_000, 1)), 129);
    assert.equal(Math.round(ladderRate(10_000)), 50);
  });

  it('names the generated users of the pool', () => {
    assert.deepEqual(poolEmails(2), ['user-0@gen.bizmarkt.test', 'user-1@gen.bizmarkt.test']);
  });
});
