import { canCloseDeal, ownStep, stepPatch, stepState } from './steps';

it('a step is done below the own step, current at it, to do above it', () => {
  expect([1, 2, 3].map((s) => stepState(s as 1 | 2 | 3, 2))).toEqual(['done', 'current', 'todo']);
  expect(stepState(5, 6)).toBe('done');
});

it('the deal can be closed only when both sides exceed step 5', () => {
  expect(canCloseDeal(6, 5)).toBe(false);
  expect(canCloseDeal(5, 7)).toBe(false);
  expect(canCloseDeal(6, 6)).toBe(true);
  expect(canCloseDeal(7, 6)).toBe(true);
});

it('the seller moves seller_step, the buyer buyer_step', () => {
  expect(ownStep({ buyer_step: 2, seller_step: 4 }, true)).toBe(4);
  expect(ownStep({ buyer_step: 2, seller_step: 4 }, false)).toBe(2);
  expect(stepPatch(true, 3)).toEqual({ seller_step: 3 });
  expect(stepPatch(false, 7)).toEqual({ buyer_step: 7 });
});
