import { describe, expect, it } from 'vitest';
import { answerDueAt, isOverdue } from './answer-due';

describe('answerDueAt', () => {
  it('gives two working days, to the end of the second one in Oslo', () => {
    // Monday → the end of Wednesday (23:59:59.999 Oslo, UTC+1 in November).
    expect(answerDueAt(new Date('2026-11-23T10:00:00+01:00')).toISOString()).toBe('2026-11-25T22:59:59.999Z');
  });

  it('skips the weekend: a Friday or a Saturday enquiry is due on Tuesday evening', () => {
    expect(answerDueAt(new Date('2026-11-27T15:00:00+01:00')).toISOString()).toBe('2026-12-01T22:59:59.999Z');
    expect(answerDueAt(new Date('2026-11-28T10:00:00+01:00')).toISOString()).toBe('2026-12-01T22:59:59.999Z');
  });

  it('uses summer time in summer', () => {
    expect(answerDueAt(new Date('2026-06-01T10:00:00+02:00')).toISOString()).toBe('2026-06-03T21:59:59.999Z');
  });
});

describe('isOverdue', () => {
  it('is false until the answer time has passed, then true', () => {
    expect(isOverdue('2026-11-23T10:00:00+01:00', new Date('2026-11-25T23:59:00+01:00'))).toBe(false);
    expect(isOverdue('2026-11-23T10:00:00+01:00', new Date('2026-11-26T00:00:01+01:00'))).toBe(true);
  });
});
