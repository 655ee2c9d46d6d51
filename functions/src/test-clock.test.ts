import { afterEach, describe, expect, it, vi } from 'vitest';
import { appClock, offsetClock } from './test-clock';

describe("the browser tests' clock", () => {
  afterEach(() => vi.useRealTimers());

  it('adds the offset the file holds, read again at each call', () => {
    vi.useFakeTimers({ now: Date.parse('2026-04-01T10:00:00Z') });
    let text = '90000\n';
    const clock = offsetClock('/x', () => text);
    expect(clock().toISOString()).toBe('2026-04-01T10:01:30.000Z');
    text = '-60000';
    expect(clock().toISOString()).toBe('2026-04-01T09:59:00.000Z');
  });

  it('is the real time with no file or a file that holds no whole number', () => {
    vi.useFakeTimers({ now: Date.parse('2026-04-01T10:00:00Z') });
    const missing = offsetClock('/x', () => {
      throw new Error('ENOENT');
    });
    expect(missing().toISOString()).toBe('2026-04-01T10:00:00.000Z');
    expect(offsetClock('/x', () => 'soon')().toISOString()).toBe('2026-04-01T10:00:00.000Z');
    expect(offsetClock('/x', () => '1.5')().toISOString()).toBe('2026-04-01T10:00:00.000Z');
  });

  it('is no clock of its own without a file, so the functions keep the real time', () => {
    expect(appClock(undefined)).toBeUndefined();
  });
});
