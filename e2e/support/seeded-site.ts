import { buildPlan } from '../../emulators/seed/plan';

/** What `npm start`'s seed wrote (the same plan the e2e stack is seeded with), and each product's canonical path. */
export function seededSite(now = new Date()) {
  const plan = buildPlan(now);
  const byId = new Map(plan.products.map((p) => [p.id, p]));
  const pathOf = (id: string): string => {
    const parent = byId.get(id)?.data.category;
    return parent ? `${pathOf(parent)}/${id}` : `/produkter/${id}`;
  };
  return { plan, pathOf };
}
