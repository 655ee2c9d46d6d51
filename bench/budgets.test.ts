import { describe, expect, it } from 'vitest';
import { budgets, describeBudget, withinBudget } from './budgets';

describe('withinBudget', () => {
  it('accepts a figure at or under a maximum and rejects one over it', () => {
    expect(withinBudget(120, { max: 120 })).toBe(true);
    expect(withinBudget(120.1, { max: 120 })).toBe(false);
  });

  it('accepts a score at or over a minimum and rejects one under it', () => {
    expect(withinBudget(90, { min: 90 })).toBe(true);
    expect(withinBudget(89, { min: 90 })).toBe(false);
  });

  it('compares a yes/no figure with the expected answer', () => {
    expect(withinBudget(true, budgets.revalidates)).toBe(true);
    expect(withinBudget(false, budgets.revalidates)).toBe(false);
  });

  it('has nothing to judge when the figure is missing', () => {
    expect(withinBudget(null, { max: 1 })).toBeNull();
    expect(withinBudget(undefined, { min: 1 })).toBeNull();
    expect(withinBudget(Number.NaN, { min: 1 })).toBeNull();
  });
});

describe('describeBudget', () => {
  it('reads as the table header shows it', () => {
    expect(describeBudget(budgets.firstLoadJsGzipKb)).toBe('≤ 110');
    expect(describeBudget(budgets.performance)).toBe('≥ 100');
    expect(describeBudget(budgets.revalidates)).toBe('yes');
  });
});

describe('budgets', () => {
  it('hold the figures the issue names: first-load JS, the four Lighthouse scores, LCP, CLS and TBT', () => {
    expect(budgets).toMatchObject({
      firstLoadJsGzipKb: { max: 110 },
      performance: { min: 100 },
      accessibility: { min: 100 },
      bestPractices: { min: 100 },
      seo: { min: 100 },
      lcpMs: { max: 1200 },
      cls: { max: 0.0005 },
      tbtMs: { max: 50 },
    });
  });
});
