import type { AuditAction, AuditEntry } from '@rms/schema';
import type { Repositories } from '../../repositories';

/** Who did it: the signed-in admin (`req.user`), or a named tool such as the role CLI. */
export interface AuditActor {
  uid: string;
  email: string | null;
}

/** The document of one audit entry; use it to write the entry in the same transaction or batch as the change. */
export function auditEntry(actor: AuditActor, action: AuditAction, target: string, extra?: Record<string, unknown>): AuditEntry {
  return {
    uid: actor.uid,
    email: actor.email,
    action,
    target,
    at: new Date().toISOString(),
    // Firestore refuses undefined values; JSON drops them (and anything else not storable).
    ...(extra ? { extra: JSON.parse(JSON.stringify(extra)) as Record<string, unknown> } : {}),
  };
}

/**
 * Writes `audit/{auto-id}` {uid, email, action, target, at, extra?} for a mutation that already
 * happened. `action` is `<entity>.<verb>` (product.create, project.image.delete, backup.restore, ...);
 * `target` the id it changed.
 */
export async function recordAudit(repos: Repositories, actor: AuditActor, action: AuditAction, target: string, extra?: Record<string, unknown>): Promise<void> {
  const batch = repos.batch();
  repos.audit.add(batch, auditEntry(actor, action, target, extra));
  if (changesPublicContent(action)) repos.contentVersion.bump(batch);
  await batch.commit();
}

/** Image changes of products, categories and projects, the site settings, campaigns, and a restored backup change what visitors see. */
export function changesPublicContent(action: string): boolean {
  return /^(product|category|project|settings|campaign)\./.test(action) || action === 'backup.restore';
}
