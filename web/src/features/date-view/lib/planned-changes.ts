import type { Campaign, ProductNode, ProductTree, Project } from '@rms/schema';
import { href, paths } from '@/config/paths';

/** One moment when what visitors see changes on its own, and the page that shows it. */
export interface PlannedChange {
  at: string;
  /** Norwegian, for the list: '«Vårmarkise» publiseres'. */
  what: string;
  /** The page to look at then. */
  path: string;
}

/** How many changes the screen lists. */
export const PLANNED_LIMIT = 20;

const after = (iso: string | null | undefined, now: number): iso is string => !!iso && Date.parse(iso) > now;

/**
 * What changes from `now` on with no one doing anything: products, categories and references that
 * open or close their publishing window, and campaigns that start or end, soonest first. Drafts are
 * left out (visitors see them at no time). A campaign is looked at on its first placement's page.
 */
export function plannedChanges(tree: ProductTree | undefined, projects: readonly Project[] | undefined, campaigns: readonly Campaign[] | undefined, now: Date): PlannedChange[] {
  const t = now.getTime();
  const changes: PlannedChange[] = [];
  const nodePaths = new Map<string, string>();
  const window = (item: { publishAt?: string | null; unpublishAt?: string | null }, title: string, path: string) => {
    if (after(item.publishAt, t)) changes.push({ at: item.publishAt, what: `«${title}» publiseres`, path });
    if (after(item.unpublishAt, t)) changes.push({ at: item.unpublishAt, what: `«${title}» avpubliseres`, path });
  };
  const walk = (nodes: readonly ProductNode[]) => {
    for (const node of nodes) {
      if (node.draft) continue;
      const path = href.productPath(node.metadata.path);
      nodePaths.set(node.id, path);
      window(node, node.title, path);
      walk(node.sub);
    }
  };
  walk(tree?.sub ?? []);
  for (const project of projects ?? []) if (!project.draft) window(project, project.title, href.reference(project.id));
  for (const campaign of campaigns ?? []) {
    if (campaign.draft) continue;
    const first = campaign.placements[0];
    const path = first?.kind === 'product' ? (nodePaths.get(first.id) ?? paths.home) : paths.home;
    if (after(campaign.startsAt, t)) changes.push({ at: campaign.startsAt, what: `Kampanjen «${campaign.title}» starter`, path });
    if (after(campaign.endsAt, t)) changes.push({ at: campaign.endsAt, what: `Kampanjen «${campaign.title}» slutter`, path });
  }
  return changes.sort((a, b) => Date.parse(a.at) - Date.parse(b.at)).slice(0, PLANNED_LIMIT);
}
