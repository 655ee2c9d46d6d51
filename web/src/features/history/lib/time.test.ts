import { describe, expect, it } from 'vitest';
import { versionLabel } from './labels';
import { fullTime, relativeTime } from './time';

describe('times and labels of versions', () => {
  const now = Date.parse('2026-12-03T14:00:00.000Z');
  it('says how long ago in Norwegian', () => {
    expect(relativeTime('2026-12-03T13:55:00.000Z', now)).toBe('for 5 minutter siden');
    expect(relativeTime('2026-12-02T14:00:00.000Z', now)).toBe('i går');
    expect(relativeTime('2026-09-03T14:00:00.000Z', now)).toBe('for 3 måneder siden');
  });

  it("names a restore by the time it brought back: 'Gjenopprettet fra {time}'", () => {
    expect(versionLabel({ kind: 'gjenopprettet', restoredFrom: '2026-12-01T10:00:00.000Z' })).toBe(`Gjenopprettet fra ${fullTime('2026-12-01T10:00:00.000Z')}`);
    expect(fullTime('2026-12-01T10:00:00.000Z')).toMatch(/1\. desember 2026/);
    expect(versionLabel({ kind: 'avpublisert' })).toBe('Avpublisert');
  });
});
