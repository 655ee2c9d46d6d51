import { RoleSchema, UserDocSchema, type Role, type UserDoc } from '@rms/schema';
import type { Firestore, Transaction, Writer } from './writer';

export const USERS = 'users';

/** Reads users/{uid} defensively (older or hand-made documents may lack fields). */
export function toUserDoc(data: Record<string, unknown> | undefined): UserDoc | null {
  if (!data) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const role = RoleSchema.safeParse(data.role);
  const parsed = UserDocSchema.safeParse({
    email: str(data.email),
    displayName: str(data.displayName),
    photoURL: str(data.photoURL),
    role: role.success ? role.data : 'user',
    created_at: str(data.created_at) ?? '',
    last_login: str(data.last_login) ?? '',
    accessUntil: str(data.accessUntil),
    tokensValidAfter: str(data.tokensValidAfter),
  });
  return parsed.success ? parsed.data : null;
}

/** A stored user with its uid. */
export interface StoredUser extends UserDoc {
  uid: string;
}

/** A user found by e-mail: the stored role (`user` when unreadable) and the stored e-mail. */
export interface UserByEmail {
  uid: string;
  email: string;
  role: Role;
  /** When staff access was last taken away from this account (null: never). */
  tokensValidAfter: string | null;
}

/** `users/{uid}`: who signed in, and their role. */
export class UserRepository {
  constructor(private readonly db: Firestore) {}

  private ref(uid: string) {
    return this.db.collection(USERS).doc(uid);
  }

  /** The stored profile, or null when there is none (or it cannot be read); read in `tx` when given. */
  async find(uid: string, tx?: Transaction): Promise<UserDoc | null> {
    const snap = tx ? await tx.get(this.ref(uid)) : await this.ref(uid).get();
    return toUserDoc(snap.data());
  }

  /** Just the stored role field; anything that is not a role reads as `user`. */
  async role(uid: string): Promise<Role> {
    const parsed = RoleSchema.safeParse((await this.ref(uid).get()).get('role'));
    return parsed.success ? parsed.data : 'user';
  }

  /** What decides a request's access: the role, its last day and when sessions were ended (services/roles.ts). */
  async access(uid: string): Promise<Pick<UserDoc, 'role' | 'accessUntil' | 'tokensValidAfter'>> {
    const doc = toUserDoc((await this.ref(uid).get()).data());
    return { role: doc?.role ?? 'user', accessUntil: doc?.accessUntil ?? null, tokensValidAfter: doc?.tokensValidAfter ?? null };
  }

  /** Everyone whose stored role is one of `roles` (an `in` filter: no index needed), read in `tx` when given. */
  async withRoles(roles: Role[], tx?: Transaction): Promise<StoredUser[]> {
    const query = this.db.collection(USERS).where('role', 'in', roles);
    const snap = tx ? await tx.get(query) : await query.get();
    return snap.docs.flatMap((d) => {
      const doc = toUserDoc(d.data());
      return doc ? [{ uid: d.id, ...doc }] : [];
    });
  }

  /** Every user whose stored e-mail is one of `emails`. */
  async byEmails(emails: string[]): Promise<UserByEmail[]> {
    const snap = await this.db.collection(USERS).where('email', 'in', emails).get();
    return snap.docs.map((d) => {
      const doc = toUserDoc(d.data());
      return { uid: d.id, email: String(d.get('email')), role: doc?.role ?? 'user', tokensValidAfter: doc?.tokensValidAfter ?? null };
    });
  }

  /** Reads one document: proves Firestore answers. */
  async probe(): Promise<void> {
    await this.db.collection(USERS).limit(1).get();
  }

  create(tx: Transaction, uid: string, doc: UserDoc): void {
    tx.set(this.ref(uid), doc);
  }

  update(writer: Writer, uid: string, changes: Partial<UserDoc>): void {
    writer.update(this.ref(uid), changes);
  }
}
