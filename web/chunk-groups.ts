/**
 * How the browser build cuts the visitors' code into files (decision 114). Rolldown's default
 * gives every lazy route module its own file and every module two of them share another, so a
 * product page fetched 24 files, 13 of them under 1 kB, each compressed on its own. Here:
 * - `start-app`: everything `start-app.tsx` imports statically (the router, TanStack Query, the
 *   layout…), which always arrives together, plus the small modules two or more sections of the
 *   public pages share (the picture component, the admin slot…);
 * - one file per section of the public pages (`products`, `projects`, `home`…): its routes and
 *   what only they use;
 * - what the entry (`main.tsx`) imports stays in the entry, so the app's code is still asked for
 *   only after the load event (decision 089, addendum);
 * - React, and everything else (admin screens, larger shared parts), as before.
 */

/** What this needs of rolldown's module info. */
interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  code: string | null;
}
export type ModuleInfoOf = (id: string) => ModuleInfo | null;

/** A module shared by sections rides in `start-app` when its code is shorter than this (characters, before minifying). */
export const SMALL_SHARED_MODULE = 5000;

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROLLDOWN_RUNTIME = '\0rolldown/runtime.js';
/**
 * Modules TanStack Query's index re-exports that no visitor screen uses, only the admin's. start-app
 * imports the index, so they are in its static closure; planned there, an admin screen's use would
 * make every visitor download them (the mutation observer and hooks, about 1 kB gzip). Left out of
 * the plan, they ride with the screens that use them.
 */
export const NOT_FOR_VISITORS = /@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](mutationObserver|useMutation|useMutationState|mutationOptions|useIsFetching|useQueries|queriesObserver)\.js$/;

function staticClosure(roots: readonly string[], info: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/** The chunk each module goes to (null: rolldown decides), computed once from the module graph. */
export function planChunks(webDir: string, info: ModuleInfoOf): Map<string, string> {
  const entry = staticClosure([`${webDir}src/main.tsx`], info);
  const app = new Set([...staticClosure([`${webDir}src/start-app.tsx`], info)].filter((id) => !entry.has(id) && !REACT.test(id) && !NOT_FOR_VISITORS.test(id)));
  const routesDir = `${webDir}src/app/routes/`;
  // The admin area's screens (app/routes/admin/) and the product and project editors (app/routes/editors/)
  // are not sections: what they share with a public section must not ride in start-app, or every
  // visitor downloads the editors' code.
  const staffRoutesDirs = [`${routesDir}admin/`, `${routesDir}editors/`];
  const publicRoutes = [...new Set([...app].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []))].filter(
    (id) => id.startsWith(routesDir) && !staffRoutesDirs.some((dir) => id.startsWith(dir)),
  );

  const sectionOf = (route: string) => route.slice(routesDir.length).split('/')[0]!.replace(/\.[jt]sx?$/, '');
  // The sections of the public pages that use each module outside the app's own code.
  const sections = new Map<string, Set<string>>();
  const closures = new Map(publicRoutes.map((route) => [route, staticClosure([route], info)]));
  for (const [route, closure] of closures) {
    const section = sectionOf(route);
    for (const id of closure) {
      if (app.has(id) || entry.has(id) || REACT.test(id)) continue;
      sections.set(id, (sections.get(id) ?? new Set()).add(section));
    }
  }
  // A section that loads another section's part later (the quote form, loaded when seen: lib/when-seen.tsx)
  // uses that part's modules too, so they are not planned into the other section's file. Only parts
  // some section imports statically count: the admin's lazy tools stay out of the plan.
  for (const [route, closure] of closures) {
    const section = sectionOf(route);
    for (const id of closure) {
      for (const part of info(id)?.dynamicallyImportedIds ?? []) {
        if (part.startsWith(routesDir) || !sections.has(part)) continue;
        for (const used of staticClosure([part], info)) sections.get(used)?.add(section);
      }
    }
  }

  // Small shared modules join start-app, unless they import something that does not: start-app
  // must never import a file that itself imports start-app (a cycle runs a module before its import).
  const shared = new Set([...sections].filter(([id, used]) => used.size > 1 && (info(id)?.code?.length ?? Infinity) < SMALL_SHARED_MODULE).map(([id]) => id));
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of shared) {
      const deps = info(id)?.importedIds ?? [];
      if (deps.every((dep) => app.has(dep) || shared.has(dep) || entry.has(dep) || REACT.test(dep))) continue;
      shared.delete(id);
      changed = true;
    }
  }

  const plan = new Map<string, string>();
  for (const id of [...app, ...shared, ROLLDOWN_RUNTIME]) plan.set(id, 'start-app');
  for (const [id, used] of sections) if (used.size === 1 && !plan.has(id)) plan.set(id, [...used][0]!);
  return plan;
}
