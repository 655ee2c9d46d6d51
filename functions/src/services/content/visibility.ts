import { insideWindow, windowEdges, type ProductNode, type ProductTree, type Project } from '@rms/schema';

/*
 * Visibility at a time (decision 134). The content snapshot holds every published item
 * with its window; what visitors see is cut from it at the moment a page or list is answered, so
 * an item appears and disappears on its own at its time, on every instance, with no write and no job.
 */

/** The visitors' tree at `at` (ms): a node outside its window is left out, and everything under it. */
export function productTreeAt(tree: ProductTree, at: number): ProductTree {
  const visible = (nodes: ProductNode[]): ProductNode[] => nodes.filter((n) => insideWindow(n, at)).map((n) => ({ ...n, sub: visible(n.sub) }));
  return { ...tree, sub: visible(tree.sub) };
}

/** The projects visitors see at `at` (ms), in the order given. */
export function projectsAt(projects: readonly Project[], at: number): Project[] {
  return projects.filter((p) => insideWindow(p, at));
}

/** Every instant (ms, ascending) at which an item of the tree or the projects appears or disappears. */
export function visibilityEdges(tree: ProductTree, projects: readonly Project[]): number[] {
  const windows: (ProductNode | Project)[] = [...projects];
  const walk = (nodes: ProductNode[]) => {
    for (const n of nodes) {
      windows.push(n);
      walk(n.sub);
    }
  };
  walk(tree.sub);
  return windowEdges(windows);
}

/**
 * The stretch of time around `at` in which nothing changes: from the last edge at or before it
 * (-Infinity without one) until the first edge after it (null: nothing is scheduled after it).
 */
export function quietStretch(edges: readonly number[], at: number): { from: number; until: number | null } {
  let from = Number.NEGATIVE_INFINITY;
  for (const edge of edges) {
    if (edge > at) return { from, until: edge };
    from = edge;
  }
  return { from, until: null };
}

/** Whole seconds from `now` until `until` (ms), never below 0; null when nothing is scheduled. */
export function secondsUntil(until: number | null, now: number): number | null {
  return until === null ? null : Math.max(0, Math.floor((until - now) / 1000));
}

/**
 * A Cache-Control value cut so that no cache keeps the answer past the next change of visibility
 * `secondsLeft` from now: max-age and s-maxage at most that, and stale-while-revalidate at most what
 * is left after them, so even a stale copy is never served after the change. Unchanged when
 * nothing is scheduled, or for an answer no cache may keep.
 */
export function capCacheControl(value: string, secondsLeft: number | null): string {
  if (secondsLeft === null || /\b(no-store|private)\b/.test(value)) return value;
  const directives = value.split(',').map((d) => d.trim());
  const seconds = (name: string) => {
    const found = directives.find((d) => d.startsWith(`${name}=`));
    return found === undefined ? undefined : Number(found.slice(name.length + 1));
  };
  const maxAge = Math.min(seconds('max-age') ?? 0, secondsLeft);
  const sMaxAge = Math.min(seconds('s-maxage') ?? maxAge, secondsLeft);
  const swr = seconds('stale-while-revalidate');
  const capped: Record<string, number | undefined> = {
    'max-age': maxAge,
    's-maxage': sMaxAge,
    'stale-while-revalidate': swr === undefined ? undefined : Math.min(swr, secondsLeft - Math.max(maxAge, sMaxAge)),
  };
  const kept = directives.filter((d) => !/^(max-age|s-maxage|stale-while-revalidate)=/.test(d));
  return [...kept, ...Object.entries(capped).flatMap(([name, v]) => (v === undefined ? [] : [`${name}=${v}`]))].join(', ');
}
