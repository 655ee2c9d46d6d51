import { describe, expect, it } from 'vitest';
import type { Backup } from '@rms/schema';
import { backupName, fileStamp, nightlyBackupsToPrune, parseBackupName, sanitizeTag, sortBackups } from './backups';

const t = new Date('2026-11-21T01:02:03.456Z');

describe('backup names', () => {
  it('are sortable by time and safe in a file name', () => {
    expect(fileStamp(t)).toBe('2026-11-21T01-02-03-456Z');
    expect(backupName('manual', t)).toBe('backup-2026-11-21T01-02-03-456Z.json');
    expect(backupName('nightly', t)).toBe('nightly-2026-11-21T01-02-03-456Z.json');
    expect(backupName('safety', t, 'Før oppdatering!')).toBe('safety-for-oppdatering-2026-11-21T01-02-03-456Z.json');
    expect(backupName('safety', t)).toBe('safety-2026-11-21T01-02-03-456Z.json');
    // A tag only names safety backups.
    expect(backupName('manual', t, 'x')).toBe('backup-2026-11-21T01-02-03-456Z.json');
  });

  it('sanitize a tag to lower-case a–z, 0–9 and single dashes, at most 40 characters', () => {
    expect(sanitizeTag('  Ærlig talt: Åpning / 2026  ')).toBe('aerlig-talt-apning-2026');
    expect(sanitizeTag('../../etc/passwd')).toBe('etc-passwd');
    expect(sanitizeTag('---')).toBe('');
    expect(sanitizeTag('a'.repeat(39) + ' b')).toBe('a'.repeat(39));
    expect(sanitizeTag('x'.repeat(100))).toHaveLength(40);
  });

  it('parse back into kind and creation time, also with a collision suffix', () => {
    expect(parseBackupName('nightly-2026-11-21T01-02-03-456Z.json')).toEqual({ kind: 'nightly', createdAt: '2026-11-21T01:02:03.456Z' });
    expect(parseBackupName('safety-for-x-2026-11-21T01-02-03-456Z-1.json')).toEqual({ kind: 'safety', createdAt: '2026-11-21T01:02:03.456Z' });
    expect(parseBackupName('backup-2026-11-21T01-02-03-456Z.json')?.kind).toBe('manual');
    expect(parseBackupName('uploaded.json')).toBeNull();
    expect(parseBackupName('nightly-yesterday.json')).toBeNull();
  });
});

describe('nightly retention', () => {
  const nightly = (day: number): Backup => {
    const d = new Date(Date.UTC(2026, 0, day, 2, 30));
    return { name: backupName('nightly', d), timeCreated: d.toISOString(), kind: 'nightly' };
  };

  it('lists newest first', () => {
    expect(sortBackups([nightly(1), nightly(3), nightly(2)]).map((b) => b.timeCreated.slice(8, 10))).toEqual(['03', '02', '01']);
  });

  it('prunes only nightly backups beyond the newest 30', () => {
    const all = [...Array.from({ length: 32 }, (_, i) => nightly(i + 1)), { name: 'backup-x.json', timeCreated: '2020-01-01T00:00:00.000Z', kind: 'manual' as const }, { name: 'safety-y.json', timeCreated: '2020-01-01T00:00:00.000Z', kind: 'safety' as const }];
    expect(nightlyBackupsToPrune(all).map((b) => b.name)).toEqual([nightly(2).name, nightly(1).name]);
    expect(nightlyBackupsToPrune(all.slice(0, 30))).toEqual([]);
    expect(nightlyBackupsToPrune(all, 31)).toEqual([nightly(1)]);
  });
});

describe('stored-document schemas against the seeded site', () => {
  it('accept every product and project the seed writes, so a backup of the local stack is restorable', async () => {
    const { buildPlan } = await import('../../../../emulators/seed/plan');
    const { BackupFileSchema } = await import('@rms/schema');
    const plan = buildPlan(new Date('2026-06-01T12:00:00.000Z'));
    const file = {
      format: 'rms-backup',
      version: 1,
      createdAt: '2026-06-01T12:00:00.000Z',
      collections: {
        products: Object.fromEntries(plan.products.map((p) => [p.id, p.data])),
        projects: Object.fromEntries(plan.projects.map((p) => [p.id, p.data])),
        users: {},
        messages: {},
        audit: {},
      },
    };
    const result = BackupFileSchema.safeParse(JSON.parse(JSON.stringify(file)));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(plan.products.length).toBeGreaterThan(0);
  });
});
