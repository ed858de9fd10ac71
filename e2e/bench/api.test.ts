import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { percentile } from './api';

describe('percentile', () => {
  it('reads the nearest rank of the latencies, whatever their order', () => {
    const samples = Array.from({ length: 200 }, (_, index) => (index * 37) % 200);
    assert.equal(percentile(samples, 50), 99);
    assert.equal(percentile(samples, 95), 189);
    assert.equal(percentile(samples, 99), 197);
    assert.equal(percentile([3], 95), 3);
    assert.equal(percentile([], 95), 0);
  });
});
