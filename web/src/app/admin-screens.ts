import { STAFF_ROLES, type Role } from '@rms/schema/role';
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
/** Administrators and editors (decision 127): the content, the enquiry inbox, visits, redirects and the bin. */
const staff: readonly Role[] = STAFF_ROLES;

/**
 * The admin area, one line per screen: the router makes a route of each line under the admin shell
 * (app/routes/admin/admin-shell.tsx), the shell's menu and the dashboard list them in this order.
 * A new screen is one more line here.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: paths.admin, label: 'Oversikt', description: 'Det som trenger oppmerksomhet nå', load: () => import('./routes/admin/dashboard'), roles: staff },
  { path: paths.adminEnquiries, label: 'Henvendelser', description: 'Les, besvar og følg opp det kundene har sendt', load: () => import('./routes/admin/enquiries'), roles: staff },
  {
    path: paths.adminContent,
    label: 'Innhold',
    description: 'Produkt- og prosjektstatistikk, og Project Management: slett prosjekter etter tittel',
    load: () => import('./routes/admin/content'),
    roles: admins,
  },
  { path: paths.adminVisits, label: 'Besøk', description: 'Besøkende, sidevisninger, kilder og enheter', load: () => import('./routes/admin/visits'), roles: staff },
  { path: paths.adminRedirects, label: 'Omdirigeringer', description: 'Gamle adresser som sender videre til nye', load: () => import('./routes/admin/redirects'), roles: staff },
  { path: paths.adminBin, label: 'Slettet', description: 'Slettede produkter og prosjekter, som kan hentes tilbake', load: () => import('./routes/admin/bin'), roles: staff },
  { path: paths.adminBackups, label: 'Sikkerhetskopier', description: 'Backup Management: ta og gjenopprett sikkerhetskopier', load: () => import('./routes/admin/backups'), roles: admins },
  { path: paths.adminSystemStatus, label: 'Systemstatus', description: 'System Status: helsen til hver tjeneste nettsiden bruker', load: () => import('./routes/admin/system-status'), roles: admins },
  {
    path: paths.settings,
    label: 'Innstillinger',
    description: 'Kontakt, åpningstider, ansatte og partnere',
    load: () => import('@/features/settings/admin/routes/settings-screen'),
    roles: admins,
  },
  {
    path: paths.adminUsers,
    label: 'Brukere',
    description: 'Hvem som har tilgang: inviter, endre rolle og siste dag, fjern tilgang, se loggen',
    load: () => import('@/features/users/routes/users-screen'),
    roles: admins,
  },
];

/** The screen at `pathname` (a trailing slash aside), if the table has one there. */
export function adminScreenAt(pathname: string): AdminScreen | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_SCREENS.find((screen) => screen.path === path);
}

/** The screens a user with `role` may open, in menu order. */
export function adminScreensFor(role: Role | undefined): AdminScreen[] {
  return role ? ADMIN_SCREENS.filter((screen) => screen.roles.includes(role)) : [];
}
