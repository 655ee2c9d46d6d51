import { AUTO_REDIRECT_AUTHOR, type Redirect, type RedirectCreate } from '@rms/schema';
import { NotFoundError, ValidationError } from '../../errors';
import type { Repositories } from '../../repositories';
import { redirectId } from '../../repositories/redirects';
import type { Transaction } from '../../repositories/writer';
import { auditEntry, type AuditActor } from '../shared/audit';
import { buildProductTree, visibleProductTree } from '../shared/product-tree';
import { finalTarget, manualRedirectProblem, redirectWrites, sitePages, type PathMove, type RedirectWrites } from './redirect-rules';

/** GET /api/redirects: newest first. */
export async function listRedirects(repos: Repositories): Promise<Redirect[]> {
  return (await repos.redirects.all()).sort((a, b) => b.created_at.localeCompare(a.created_at) || a.from.localeCompare(b.from));
}

/**
 * POST /api/redirects: an admin sends an old address (say `/produkter.html` of the company's old
 * site) to a page of the site. Refused when `from` is a page, when `to` is no page visitors can
 * see, and when the two would go round in a circle. Redirects that led to `from` lead to the page
 * now (chains collapse). The change, its audit entry and the content version commit together.
 */
export async function createRedirect(repos: Repositories, actor: AuditActor, input: RedirectCreate): Promise<Redirect> {
  return repos.transaction(async (tx) => {
    const [existing, products, projects] = await Promise.all([repos.redirects.all(tx), repos.products.all(tx), repos.projects.all(tx)]);
    const tree = buildProductTree(products);
    const pages = sitePages({ tree, projects }, { tree: visibleProductTree(tree), projects: projects.filter((p) => !p.draft) });
    const problem = manualRedirectProblem(input, existing, pages);
    if (problem) throw new ValidationError(problem.message, [{ path: problem.field, message: problem.message }]);
    // A target that is itself an old address is stored as the page it leads to: no chain to follow.
    const to = finalTarget(input.to, existing, input.from) ?? input.to;
    const redirect = { id: redirectId(input.from), from: input.from, to, created_at: new Date().toISOString(), created_by: actor.email ?? actor.uid, reason: 'manual' };
    applyRedirectWrites(repos, tx, redirectWrites(existing, [{ from: input.from, to }], [], { by: redirect.created_by, reason: redirect.reason, at: redirect.created_at }));
    repos.audit.add(tx, auditEntry(actor, 'redirect.create', redirect.id, { from: input.from, to }));
    repos.contentVersion.bump(tx);
    return redirect;
  });
}

/** DELETE /api/redirects/{id}: the old address answers 404 again. */
export async function deleteRedirect(repos: Repositories, actor: AuditActor, id: string): Promise<{ deleted: string }> {
  return repos.transaction(async (tx) => {
    const redirect = (await repos.redirects.all(tx)).find((r) => r.id === id);
    if (!redirect) throw new NotFoundError(`Redirect "${id}" not found`);
    repos.redirects.delete(tx, id);
    repos.audit.add(tx, auditEntry(actor, 'redirect.delete', id, { from: redirect.from, to: redirect.to }));
    repos.contentVersion.bump(tx);
    return { deleted: id };
  });
}

/**
 * The redirects a change of public paths writes, in the caller's transaction: `moves` (old address
 * → new) and `newPages` (addresses that are pages now: a redirect never hides one). `existing` must
 * have been read in the same transaction. Returns the moves written, for the change's audit entry.
 */
export function recordPathChanges(repos: Repositories, tx: Transaction, existing: readonly Redirect[], change: { moves: PathMove[]; newPages: string[]; reason: string }): PathMove[] {
  const writes = redirectWrites(existing, change.moves, change.newPages, { by: AUTO_REDIRECT_AUTHOR, reason: change.reason, at: new Date().toISOString() });
  applyRedirectWrites(repos, tx, writes);
  return change.moves;
}

function applyRedirectWrites(repos: Repositories, tx: Transaction, writes: RedirectWrites): void {
  for (const id of writes.delete) repos.redirects.delete(tx, id);
  for (const redirect of writes.set) repos.redirects.set(tx, redirect);
}
