import { describe, expect, it } from 'vitest';
import { median } from './cold-start';

describe('median', () => {
  it('takes the middle run, or the mean of the two middle runs, whatever the order', () => {
    expect(median([1270, 545, 839])).toBe(839);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
