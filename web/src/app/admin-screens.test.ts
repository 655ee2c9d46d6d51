import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { ADMIN_SCREENS, adminScreenAt, adminScreensFor } from './admin-screens';
import { matchedHandles } from './router';

describe('the admin area’s table of screens', () => {
  it('gives every screen its own address under /admin', () => {
    const addresses = ADMIN_SCREENS.map((screen) => screen.path);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.every((path) => path === paths.admin || path.startsWith(`${paths.admin}/`))).toBe(true);
    expect(addresses).toContain(paths.settings);
  });

  it('makes each screen a client-only route inside the client-only admin shell', () => {
    for (const screen of ADMIN_SCREENS) {
      const [root, shell, page, ...rest] = matchedHandles(screen.path);
      expect(root?.handle?.clientOnly, screen.path).toBeUndefined();
      expect(shell?.handle?.clientOnly, screen.path).toBe(true);
      expect(page?.handle?.clientOnly, screen.path).toBe(true);
      expect(rest).toEqual([]);
    }
  });

  it('shows an admin every screen, an editor the content, enquiry, site visit and sales screens, and anyone else none', () => {
    expect(adminScreensFor('admin')).toEqual(ADMIN_SCREENS);
    expect(adminScreensFor('editor').map((screen) => screen.label)).toEqual(['Oversikt', 'Henvendelser', 'Befaring', 'Salg', 'Bilder', 'Besøk', 'Kampanjer', 'Fram i tid', 'Omdirigeringer', 'Slettet']);
    expect(adminScreensFor('user')).toEqual([]);
    expect(adminScreensFor(undefined)).toEqual([]);
  });

  it('keeps backups, Innstillinger, users and delete by title (Innhold) to administrators', () => {
    for (const path of [paths.adminBackups, paths.settings, paths.adminUsers, paths.adminContent, paths.adminSystemStatus]) {
      expect(adminScreenAt(path)?.roles, path).toEqual(['admin']);
    }
    expect(adminScreenAt(`${paths.adminUsers}/`)?.label).toBe('Brukere');
    expect(adminScreenAt('/admin/finnes-ikke')).toBeUndefined();
  });
});
