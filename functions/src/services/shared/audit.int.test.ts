import { AuditEntrySchema } from '@rms/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, type TestStack } from '../../../../test/api-helpers';
import { recordAudit } from './audit';

let stack: TestStack;

beforeAll(async () => {
  stack = await createTestStack();
  await clearCollections(stack.db, 'audit');
});

afterAll(async () => {
  await stack.cleanup();
});

describe('recordAudit', () => {
  it('writes audit/{auto-id} with who, what, which and when, dropping undefined extras', async () => {
    await recordAudit(stack.deps.repos, { uid: 'u1', email: 'a@example.com' }, 'backup.restore', 'backup-2024.json', { tag: 'før', skipped: undefined });
    await recordAudit(stack.deps.repos, { uid: 'u2', email: null }, 'product.image.delete', 'markiser');
    const entries = (await stack.db.collection('audit').get()).docs.map((d) => AuditEntrySchema.parse(d.data()));
    expect(entries.sort((a, b) => a.uid.localeCompare(b.uid))).toEqual([
      { uid: 'u1', email: 'a@example.com', action: 'backup.restore', target: 'backup-2024.json', at: expect.stringMatching(/Z$/), extra: { tag: 'før' } },
      { uid: 'u2', email: null, action: 'product.image.delete', target: 'markiser', at: expect.any(String) },
    ]);
  });
});
