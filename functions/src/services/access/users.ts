import type { AuthUser, Role, UserDoc } from '@rms/schema';
import { NotFoundError, UnauthenticatedError } from '../../errors';
import type { Repositories } from '../../repositories';
import { auditEntry, type AuditActor } from '../shared/audit';
import { accessHasEnded } from './access-dates';
import { acceptInvites } from './invitations';

/** The claims of a verified Firebase ID token the API reads (firebase-admin's DecodedIdToken has them). */
export interface VerifiedIdentity {
  uid: string;
  email?: string | undefined;
  email_verified?: boolean | undefined;
  name?: string | undefined;
  picture?: string | undefined;
  /** When the person signed in (seconds since 1970); refreshed tokens keep it. */
  auth_time?: number | undefined;
}

/** firebase-admin's Auth satisfies this; tests may hand in their own. */
export interface TokenVerifier {
  verifyIdToken(token: string, checkRevoked?: boolean): Promise<VerifiedIdentity>;
}

export type VerifyIdToken = (token: string) => Promise<VerifiedIdentity>;

export function toAuthUser(uid: string, doc: UserDoc): AuthUser {
  return { uid, email: doc.email, displayName: doc.displayName, photoURL: doc.photoURL, role: doc.role, created_at: doc.created_at || null };
}

/**
 * POST /api/auth/google: verifies the ID token, then creates or updates users/{uid}. A new account is
 * `admin` when its verified e-mail is listed in ADMIN_EMAILS, no account is stored as admin yet and no
 * earlier account with that e-mail had its staff access taken away (the first administrator of a new
 * project), else `user`. A pending invitation for the verified
 * e-mail gives its role at any sign-in (services/access/invitations.ts); otherwise the stored role stays.
 */
export async function signInWithGoogle(repos: Repositories, verify: VerifyIdToken, adminEmails: ReadonlySet<string>, idToken: string, now: Date = new Date()): Promise<{ token: string; user: AuthUser }> {
  let identity: VerifiedIdentity;
  try {
    identity = await verify(idToken);
  } catch (e) {
    const code = String((e as { code?: unknown }).code ?? '');
    const reason = code.includes('expired') ? 'expired' : code.includes('revoked') ? 'revoked' : 'invalid';
    console.warn(`[auth] sign-in refused: ${reason} ID token (${code || 'no code'})`);
    throw new UnauthenticatedError(`The ID token is ${reason}. Sign in with Google again.`);
  }
  const at = now.toISOString();
  const email = identity.email?.toLowerCase();
  const listed = Boolean(email && identity.email_verified === true && adminEmails.has(email));
  // An account deleted and made again must not get back through ADMIN_EMAILS what the users screen took away.
  const takenAway = listed && (await repos.users.byEmails([...new Set([identity.email!, email!])])).some((u) => u.uid !== identity.uid && u.tokensValidAfter);
  const user = await repos.transaction(async (tx) => {
    const existing = await repos.users.find(identity.uid, tx);
    const invited = await acceptInvites(repos, tx, identity, existing, now);
    // ADMIN_EMAILS only starts a project: once anyone is stored as admin (a last day passed or not), it
    // grants nothing, so a listed address cannot come back as admin through a new account (decision 145).
    // Read in the sign-in's transaction, as the last-administrator rule reads its administrators.
    const bootstrap = listed && !existing && !takenAway && (await repos.users.withRoles(['admin'], tx)).length === 0;
    const profile = {
      email: identity.email ?? existing?.email ?? null,
      displayName: identity.name ?? existing?.displayName ?? null,
      photoURL: identity.picture ?? existing?.photoURL ?? null,
      last_login: at,
    };
    let doc: UserDoc;
    if (existing) {
      const changes = { ...profile, ...invited?.to };
      doc = { ...existing, ...changes };
      repos.users.update(tx, identity.uid, changes);
    } else {
      const role: Role = bootstrap ? 'admin' : 'user';
      doc = { ...profile, role, created_at: at, ...invited?.to };
      repos.users.create(tx, identity.uid, doc);
      repos.audit.add(tx, auditEntry({ uid: identity.uid, email: profile.email }, 'user.create', identity.uid, { role }));
    }
    invited?.record();
    return doc;
  });
  const inForce = accessHasEnded(user.accessUntil, now) ? { ...user, role: 'user' as const } : user;
  return { token: idToken, user: toAuthUser(identity.uid, inForce) };
}

/** GET /api/auth/me: the stored profile, or what the token says when the user never signed in through the API. */
export async function getMe(repos: Repositories, current: { uid: string; email: string | null; role: Role }): Promise<AuthUser> {
  const doc = await repos.users.find(current.uid);
  if (doc) return toAuthUser(current.uid, { ...doc, role: current.role });
  return { uid: current.uid, email: current.email, displayName: null, photoURL: null, role: current.role, created_at: null };
}

/**
 * `npm run role -- <email> admin|editor|user`: sets the stored role of every user with that e-mail
 * (normally one). Throws NotFoundError when nobody with that e-mail has signed in yet.
 */
export async function setRoleByEmail(repos: Repositories, actor: AuditActor, email: string, role: Role): Promise<{ uid: string; email: string; from: Role; to: Role }[]> {
  const wanted = [...new Set([email.trim(), email.trim().toLowerCase()])];
  const found = await repos.users.byEmails(wanted);
  if (found.length === 0) throw new NotFoundError(`No user with e-mail ${email.trim()} has signed in yet; sign in once, then run this again`);
  const batch = repos.batch();
  const changes = found.map((u) => {
    repos.users.update(batch, u.uid, { role });
    repos.audit.add(batch, auditEntry(actor, 'user.role', u.uid, { from: u.role, to: role }));
    return { uid: u.uid, email: u.email, from: u.role, to: role };
  });
  await batch.commit();
  return changes;
}
