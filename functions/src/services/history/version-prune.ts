import { VERSIONS_KEPT, VERSIONS_KEPT_DAYS } from '@rms/schema';
import type { Repositories } from '../../repositories';
import type { StoredVersion } from '../../repositories/versions';

/** Firestore allows 500 writes per batch; stay well under it. */
const DELETES_PER_BATCH = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which versions retention lets go: each item keeps its newest `keep` versions and
 * every version younger than `days`; a version a deleted item's 'Slettet' entry needs is kept too.
 */
export function versionsToPrune(versions: StoredVersion[], needed: ReadonlySet<string>, now: Date, keep = VERSIONS_KEPT, days = VERSIONS_KEPT_DAYS): StoredVersion[] {
  const cutoff = now.getTime() - days * DAY_MS;
  const byItem = new Map<string, StoredVersion[]>();
  for (const v of versions) byItem.set(v.itemKey, [...(byItem.get(v.itemKey) ?? []), v]);
  const doomed: StoredVersion[] = [];
  for (const list of byItem.values()) {
    list.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
    for (const v of list.slice(keep)) if (Date.parse(v.at) <= cutoff && !needed.has(v.id)) doomed.push(v);
  }
  return doomed;
}

export interface PruneOutcome {
  checked: number;
  deleted: number;
  items: number;
}

/** The scheduled prune (triggers/version-prune.ts): deletes the versions retention lets go, in batches. */
export async function pruneVersions(repos: Repositories, now = new Date()): Promise<PruneOutcome> {
  const [versions, deleted] = await Promise.all([repos.versions.all(), repos.deleted.all()]);
  const needed = new Set(deleted.flatMap((d) => d.members.map((m) => m.versionId)));
  const doomed = versionsToPrune(versions, needed, now);
  for (let i = 0; i < doomed.length; i += DELETES_PER_BATCH) {
    const batch = repos.batch();
    for (const v of doomed.slice(i, i + DELETES_PER_BATCH)) repos.versions.delete(batch, v.id);
    await batch.commit();
  }
  return { checked: versions.length, deleted: doomed.length, items: new Set(doomed.map((v) => v.itemKey)).size };
}

/** One line for the job log (`npm run job -- versionPrune` prints it, Cloud Logging keeps it). */
export function describePrune(o: PruneOutcome): string {
  if (o.deleted === 0) return `${o.checked} version(s) checked, none beyond retention`;
  return `${o.deleted} of ${o.checked} version(s) deleted (${o.items} item(s) beyond ${VERSIONS_KEPT} versions and ${VERSIONS_KEPT_DAYS} days)`;
}
