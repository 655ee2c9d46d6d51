import { describe, expect, it } from 'vitest';
import { BACKUP_COLLECTIONS, BackupFileSchema, BackupRestoreSchema, DocumentIdSchema } from './backup';

describe('BackupFileSchema', () => {
  it('has exactly the backed-up collections', () => {
    expect(Object.keys(BackupFileSchema.shape.collections.shape).sort()).toEqual([...BACKUP_COLLECTIONS].sort());
  });

  it('accepts an empty site and keeps unknown document fields', () => {
    const empty = { format: 'rms-backup', version: 1, createdAt: '2026-01-01T00:00:00.000Z', collections: { products: {}, projects: {}, users: {}, messages: {}, audit: {} } };
    expect(BackupFileSchema.safeParse(empty).success).toBe(true);
    const withExtra = { ...empty, collections: { ...empty.collections, products: { a: { title: 'A', description: '', images: [], category: null, index: 0, futureField: 1 } } } };
    expect(BackupFileSchema.parse(withExtra).collections.products.a).toHaveProperty('futureField', 1);
  });
});

describe('DocumentIdSchema', () => {
  it('refuses ids Firestore cannot store', () => {
    for (const id of ['', '.', '..', 'a/b', '__x__']) expect(DocumentIdSchema.safeParse(id).success).toBe(false);
    for (const id of ['markiser', 'AbC123', 'x.y', '_a_']) expect(DocumentIdSchema.safeParse(id).success).toBe(true);
  });
});

describe('BackupRestoreSchema', () => {
  it('takes a plain file name and a Norwegian tag, defaulting the tag to empty', () => {
    expect(BackupRestoreSchema.parse({ filename: 'backup-x.json' })).toEqual({ filename: 'backup-x.json', tag: '' });
    expect(BackupRestoreSchema.parse({ filename: 'a.json', tag: ' Før åpning ' }).tag).toBe('Før åpning');
    expect(BackupRestoreSchema.safeParse({ filename: '../a.json' }).success).toBe(false);
    expect(BackupRestoreSchema.safeParse({ filename: 'a.json', tag: '<b>' }).success).toBe(false);
  });
});
