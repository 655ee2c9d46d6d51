import type { ComponentType } from 'react';
import { paths } from '@/config/paths';

/**
 * The admin area's addresses and the route file of each screen, in menu order: the router makes a route
 * of each line under the admin shell (app/routes/admin/admin-shell.tsx). Every screen is a file of
 * ./routes/admin that wraps its feature's exported component in AdminPage (test/admin-routes.test.ts).
 * Only this list reaches the visitors' router; the menu's labels, descriptions and roles are in
 * ./admin-screens.ts, which only the admin area loads. A new screen is one line here and one entry there (TypeScript refuses
 * an address without its menu entry).
 */
export const ADMIN_ROUTES = [
  { path: paths.admin, load: () => import('./routes/admin/dashboard') },
  { path: paths.adminEnquiries, load: () => import('./routes/admin/enquiries') },
  { path: paths.adminSiteVisits, load: () => import('./routes/admin/site-visits') },
  { path: paths.adminSales, load: () => import('./routes/admin/sales') },
  { path: paths.adminContent, load: () => import('./routes/admin/content') },
  { path: paths.adminImages, load: () => import('./routes/admin/images') },
  { path: paths.adminVisits, load: () => import('./routes/admin/visits') },
  { path: paths.adminCampaigns, load: () => import('./routes/admin/campaigns') },
  { path: paths.adminDateView, load: () => import('./routes/admin/date-view') },
  { path: paths.adminRedirects, load: () => import('./routes/admin/redirects') },
  { path: paths.adminBin, load: () => import('./routes/admin/bin') },
  { path: paths.adminBackups, load: () => import('./routes/admin/backups') },
  { path: paths.adminSystemStatus, load: () => import('./routes/admin/system-status') },
  { path: paths.settings, load: () => import('./routes/admin/settings') },
  { path: paths.adminUsers, load: () => import('./routes/admin/users') },
] as const satisfies readonly { path: string; load: () => Promise<{ default: ComponentType }> }[];

/** The address of an admin screen. */
export type AdminPath = (typeof ADMIN_ROUTES)[number]['path'];
