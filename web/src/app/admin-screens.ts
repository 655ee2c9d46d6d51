import type { Role } from '@rms/schema';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';

/** One job of the admin area: its address, its entry in the admin menu, its screen and who may open it. */
export interface AdminScreen {
  path: string;
  /** The menu entry (Norwegian, short). */
  label: string;
  /** One line on the dashboard's link to the screen: what the job is. */
  description: string;
  /** The screen, in its own chunk: visitors never download it. */
  load: () => Promise<{ default: ComponentType }>;
  /** The roles that see the entry and may open the screen. */
  roles: readonly Role[];
}

const admins: readonly Role[] = ['admin'];

/**
 * The admin area, one line per screen: the router makes a route of each line under the admin shell
 * (app/routes/admin/admin-shell.tsx), the shell's menu and the dashboard list them in this order.
 * A new screen is one more line here.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: paths.admin, label: 'Oversikt', description: 'Det som trenger oppmerksomhet nå', load: () => import('./routes/admin/dashboard'), roles: admins },
  { path: paths.adminEnquiries, label: 'Henvendelser', description: 'Les, besvar og følg opp det kundene har sendt', load: () => import('./routes/admin/enquiries'), roles: admins },
  {
    path: paths.adminContent,
    label: 'Innhold',
    description: 'Produkt- og prosjektstatistikk, og Project Management: slett prosjekter etter tittel',
    load: () => import('./routes/admin/content'),
    roles: admins,
  },
  { path: paths.adminVisits, label: 'Besøk', description: 'Besøkende, sidevisninger, kilder og enheter', load: () => import('./routes/admin/visits'), roles: admins },
  { path: paths.adminRedirects, label: 'Omdirigeringer', description: 'Gamle adresser som sender videre til nye', load: () => import('./routes/admin/redirects'), roles: admins },
  { path: paths.adminBin, label: 'Slettet', description: 'Slettede produkter og prosjekter, som kan hentes tilbake', load: () => import('./routes/admin/bin'), roles: admins },
  { path: paths.adminBackups, label: 'Sikkerhetskopier', description: 'Backup Management: ta og gjenopprett sikkerhetskopier', load: () => import('./routes/admin/backups'), roles: admins },
  { path: paths.adminSystemStatus, label: 'Systemstatus', description: 'System Status: helsen til hver tjeneste nettsiden bruker', load: () => import('./routes/admin/system-status'), roles: admins },
  {
    path: paths.settings,
    label: 'Innstillinger',
    description: 'Kontakt, åpningstider, ansatte og partnere',
    load: () => import('@/features/settings/admin/routes/settings-screen'),
    roles: admins,
  },
];

/** The screens a user with `role` may open, in menu order. */
export function adminScreensFor(role: Role | undefined): AdminScreen[] {
  return role ? ADMIN_SCREENS.filter((screen) => screen.roles.includes(role)) : [];
}
