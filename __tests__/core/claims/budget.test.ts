import {
  budgetText,
  CLAIMS_REVIEW_BUDGET_MS,
  timeBudget,
} from '../../../src/core/claims/budget.js';

test('a time budget read from an injected clock: what remains, never below zero', () => {
  let now = 1_000;
  const budget = timeBudget(5_000, () => now);
  expect(budget.remainingMs()).toBe(5_000);
  now = 4_500;
  expect(budget.remainingMs()).toBe(1_500);
  now = 6_000;
  expect(budget.remainingMs()).toBe(0);
  now = 60_000;
  expect(budget.remainingMs()).toBe(0);
  expect(budgetText(budget)).toBe('5 s');
});

test('the default is a tenth of a hosted job’s six hours, said in minutes', () => {
  expect(CLAIMS_REVIEW_BUDGET_MS).toBe(36 * 60 * 1000);
  expect(budgetText(timeBudget(CLAIMS_REVIEW_BUDGET_MS, () => 0))).toBe('36 min');
});
