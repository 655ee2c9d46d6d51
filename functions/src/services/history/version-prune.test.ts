import { describe, expect, it } from 'vitest';
import type { StoredVersion } from '../../repositories/versions';
import { versionsToPrune } from './version-prune';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-12-01T00:00:00.000Z');

/** `count` versions of one item, the newest `newestDaysAgo` days old, each next one a day older. */
function versions(itemKey: string, count: number, newestDaysAgo: number): StoredVersion[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${itemKey}-${i}`,
    itemKind: 'project',
    itemId: itemKey,
    itemKey,
    at: new Date(now.getTime() - (newestDaysAgo + i) * DAY).toISOString(),
    by: null,
    kind: 'endret',
    changedFields: ['description'],
    item: {},
  }));
}

describe('versionsToPrune (keep the newest 50 and everything younger than 90 days, per item)', () => {
  it('keeps 50 of 60 old versions: the newest ones', () => {
    const doomed = versionsToPrune(versions('project/a', 60, 100), new Set(), now);
    expect(doomed.map((v) => v.id)).toEqual(Array.from({ length: 10 }, (_, i) => `project/a-${50 + i}`));
  });

  it('keeps more than 50 while they are younger than 90 days', () => {
    // 60 versions, one a day from 30 days ago: 60 are younger than 90 days.
    expect(versionsToPrune(versions('project/a', 60, 30), new Set(), now)).toEqual([]);
    // From 40 days ago: the ones 90 days old and older go, as long as 50 stay.
    const doomed = versionsToPrune(versions('project/a', 60, 40), new Set(), now);
    expect(doomed.map((v) => v.id)).toEqual(Array.from({ length: 10 }, (_, i) => `project/a-${50 + i}`));
    const mixed = versionsToPrune(versions('project/a', 70, 25), new Set(), now);
    // 25..94 days old: 65 are younger than 90 days; the 5 older ones beyond the newest 50 go.
    expect(mixed.map((v) => v.id)).toEqual(['project/a-65', 'project/a-66', 'project/a-67', 'project/a-68', 'project/a-69']);
  });

  it('counts each item on its own, and never drops a version a deleted item needs', () => {
    const doomed = versionsToPrune([...versions('project/a', 55, 100), ...versions('product/b', 20, 100)], new Set(['project/a-54']), now);
    expect(doomed.map((v) => v.id)).toEqual(['project/a-50', 'project/a-51', 'project/a-52', 'project/a-53']);
  });
});
