import { RoleSchema, UserDocSchema, type AuthUser, type Role, type ServiceHealth, type UserDoc } from '@rms/schema';
import type { Firestore } from '../adapters/firebase';
import { NotFoundError, UnauthenticatedError } from '../errors';
import { AUDIT, auditEntry, type AuditActor } from './audit';

export const USERS = 'users';

/** The claims of a verified Firebase ID token the API reads (firebase-admin's DecodedIdToken has them). */
export interface VerifiedIdentity {
  uid: string;
  email?: string | undefined;
  email_verified?: boolean | undefined;
  name?: string | undefined;
  picture?: string | undefined;
}

/** firebase-admin's Auth satisfies this; tests may hand in their own. */
export interface TokenVerifier {
  verifyIdToken(token: string, checkRevoked?: boolean): Promise<VerifiedIdentity>;
}

export type VerifyIdToken = (token: string) => Promise<VerifiedIdentity>;

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
  });
  return parsed.success ? parsed.data : null;
}

export function toAuthUser(uid: string, doc: UserDoc): AuthUser {
  return { uid, email: doc.email, displayName: doc.displayName, photoURL: doc.photoURL, role: doc.role, created_at: doc.created_at || null };
}

/**
 * POST /api/auth/google: verifies the ID token, then creates or updates users/{uid}. The role is
 * decided once, at creation: `admin` for a verified e-mail listed in ADMIN_EMAILS, else `user`;
 * later sign-ins keep the stored role (changed only with `npm run role`).
 */
export async function signInWithGoogle(db: Firestore, verify: VerifyIdToken, adminEmails: ReadonlySet<string>, idToken: string): Promise<{ token: string; user: AuthUser }> {
  let identity: VerifiedIdentity;
  try {
    identity = await verify(idToken);
  } catch (e) {
    const code = String((e as { code?: unknown }).code ?? '');
    const reason = code.includes('expired') ? 'expired' : code.includes('revoked') ? 'revoked' : 'invalid';
    console.warn(`[auth] sign-in refused: ${reason} ID token (${code || 'no code'})`);
    throw new UnauthenticatedError(`The ID token is ${reason}. Sign in with Google again.`);
  }
  const ref = db.collection(USERS).doc(identity.uid);
  const at = new Date().toISOString();
  const user = await db.runTransaction(async (tx) => {
    const existing = toUserDoc((await tx.get(ref)).data());
    const profile = {
      email: identity.email ?? existing?.email ?? null,
      displayName: identity.name ?? existing?.displayName ?? null,
      photoURL: identity.picture ?? existing?.photoURL ?? null,
      last_login: at,
    };
    if (existing) {
      tx.update(ref, profile);
      return { ...existing, ...profile };
    }
    const email = identity.email?.toLowerCase();
    const role: Role = email && identity.email_verified === true && adminEmails.has(email) ? 'admin' : 'user';
    const created: UserDoc = { ...profile, role, created_at: at };
    tx.set(ref, created);
    tx.set(db.collection(AUDIT).doc(), auditEntry({ uid: identity.uid, email: profile.email }, 'user.create', identity.uid, { role }));
    return created;
  });
  return { token: idToken, user: toAuthUser(identity.uid, user) };
}

/** GET /api/auth/me: the stored profile, or what the token says when the user never signed in through the API. */
export async function getMe(db: Firestore, current: { uid: string; email: string | null; role: Role }): Promise<AuthUser> {
  const doc = toUserDoc((await db.collection(USERS).doc(current.uid).get()).data());
  if (doc) return toAuthUser(current.uid, { ...doc, role: current.role });
  return { uid: current.uid, email: current.email, displayName: null, photoURL: null, role: current.role, created_at: null };
}

export async function authHealth(db: Firestore, adminEmailCount: number): Promise<ServiceHealth> {
  const started = Date.now();
  try {
    await db.collection(USERS).limit(1).get();
    return {
      status: true,
      message: 'Auth service is healthy',
      details: { latencyMs: Date.now() - started, adminEmailsConfigured: adminEmailCount },
    };
  } catch (e) {
    return { status: false, message: 'Auth service cannot reach Firestore', details: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * `npm run role -- <email> admin|user`: sets the stored role of every user with that e-mail
 * (normally one). Throws NotFoundError when nobody with that e-mail has signed in yet.
 */
export async function setRoleByEmail(db: Firestore, actor: AuditActor, email: string, role: Role): Promise<{ uid: string; email: string; from: Role; to: Role }[]> {
  const wanted = [...new Set([email.trim(), email.trim().toLowerCase()])];
  const snap = await db.collection(USERS).where('email', 'in', wanted).get();
  if (snap.empty) throw new NotFoundError(`No user with e-mail ${email.trim()} has signed in yet; sign in once, then run this again`);
  const batch = db.batch();
  const changes = snap.docs.map((d) => {
    const from = toUserDoc(d.data())?.role ?? 'user';
    batch.update(d.ref, { role });
    batch.set(db.collection(AUDIT).doc(), auditEntry(actor, 'user.role', d.id, { from, to: role }));
    return { uid: d.id, email: String(d.get('email')), from, to: role };
  });
  await batch.commit();
  return changes;
}
