import { afterEach, describe, expect, it } from 'vitest';
import { setClock, setViewingAt, viewTime } from './view-time';

describe('the time the public components show', () => {
  afterEach(() => {
    setViewingAt(null);
    setClock(() => new Date());
  });

  it("is the clock the server hands in (the functions' own), and the moment staff chose above it", () => {
    setClock(() => new Date('2031-05-01T10:00:00Z'));
    expect(viewTime().toISOString()).toBe('2031-05-01T10:00:00.000Z');
    setViewingAt(new Date('2032-01-01T00:00:00Z'));
    expect(viewTime().toISOString()).toBe('2032-01-01T00:00:00.000Z');
  });
});
