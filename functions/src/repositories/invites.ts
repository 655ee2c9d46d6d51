import { StaffRoleSchema, type StaffRole } from '@rms/schema';
import type { DocumentData, Firestore, Transaction, Writer } from './writer';

/** `invites/{id}` as stored: an invitation to staff access, matched at sign-in by its lower-case e-mail. */
export interface InviteDoc {
  id: string;
  email: string;
  role: StaffRole;
  accessUntil: string | null;
  invitedBy: { uid: string; email: string | null };
  invitedAt: string;
  expiresAt: string;
}

function toInvite(id: string, data: DocumentData): InviteDoc {
  const role = StaffRoleSchema.safeParse(data.role);
  return {
    id,
    email: String(data.email ?? ''),
    // An unreadable role grants the lesser one.
    role: role.success ? role.data : 'editor',
    accessUntil: typeof data.accessUntil === 'string' ? data.accessUntil : null,
    invitedBy: { uid: String(data.invitedBy?.uid ?? ''), email: typeof data.invitedBy?.email === 'string' ? data.invitedBy.email : null },
    invitedAt: String(data.invitedAt ?? ''),
    expiresAt: String(data.expiresAt ?? ''),
  };
}

/** Pending invitations. An accepted or withdrawn one is deleted; a lapsed one by the nightly job. */
export class InviteRepository {
  constructor(private readonly db: Firestore) {}

  private invites() {
    return this.db.collection('invites');
  }

  /** A new id, for an invitation written with `create`. */
  newId(): string {
    return this.invites().doc().id;
  }

  create(writer: Writer, invite: InviteDoc): void {
    const { id, ...data } = invite;
    writer.create(this.invites().doc(id), data);
  }

  async find(id: string, tx?: Transaction): Promise<InviteDoc | null> {
    const ref = this.invites().doc(id);
    const snap = tx ? await tx.get(ref) : await ref.get();
    return snap.exists ? toInvite(id, snap.data() ?? {}) : null;
  }

  /** The invitations for one address (stored lower-case; an equality filter, no index needed). */
  async byEmail(email: string, tx?: Transaction): Promise<InviteDoc[]> {
    const query = this.invites().where('email', '==', email.toLowerCase());
    const snap = tx ? await tx.get(query) : await query.get();
    return snap.docs.map((d) => toInvite(d.id, d.data()));
  }

  async all(): Promise<InviteDoc[]> {
    const snap = await this.invites().get();
    return snap.docs.map((d) => toInvite(d.id, d.data()));
  }

  delete(writer: Writer, id: string): void {
    writer.delete(this.invites().doc(id));
  }
}
