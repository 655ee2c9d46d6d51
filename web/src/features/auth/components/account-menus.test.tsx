import type { Role } from '@rms/schema/role';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import MobileAccount from './mobile-account';
import UserMenu from './user-menu';

const auth = vi.hoisted(() => ({ role: 'user' as Role }));
vi.mock('../hooks/use-auth', () => ({
  useAuth: () => ({
    user: { uid: 'u1', email: 'kari@example.com', displayName: 'Kari', photoURL: null, role: auth.role },
    isAdmin: auth.role === 'admin',
    isEditor: auth.role === 'editor',
    isStaff: auth.role !== 'user',
    loading: false,
    signOut: vi.fn(),
  }),
}));

// The count of new enquiries is app/'s to give; these tests are about which entries show.
const NoBadge = () => null;

afterEach(() => {
  vi.unstubAllGlobals();
  auth.role = 'user';
});

const MENUS: Record<Role, { top: string[]; mobile: string[] }> = {
  admin: {
    top: ['Admin', 'Innstillinger', 'Legg til nytt prosjekt', 'Legg til nytt produkt', 'Debug headerAv', 'Profile', 'Sign Out'],
    mobile: ['Min Profil', 'Admin', 'Innstillinger', 'Logg ut'],
  },
  // An editor may not use Innstillinger (company facts, retention, privacy text).
  editor: { top: ['Admin', 'Legg til nytt prosjekt', 'Legg til nytt produkt', 'Profile', 'Sign Out'], mobile: ['Min Profil', 'Admin', 'Logg ut'] },
  user: { top: ['Profile', 'Sign Out'], mobile: ['Min Profil', 'Logg ut'] },
};

describe('the account menus show only what the role may use', () => {
  for (const role of ['admin', 'editor', 'user'] as const) {
    it(`for ${role === 'user' ? 'a standard user' : `an ${role}`}`, async () => {
      auth.role = role;
      mockFetch(() => ({ status: 200, body: { data: { new: 0, overdue: 0 } } }));
      const user = userEvent.setup();
      const { unmount } = renderWithProviders(<UserMenu EnquiryBadge={NoBadge} />);
      await user.click(screen.getByRole('button', { name: /brukermeny/ }));
      const menu = screen.getByRole('menu', { name: 'Brukermeny' });
      const items = menu.querySelectorAll('[role="menuitem"], [role="menuitemcheckbox"]');
      expect([...items].map((item) => item.textContent)).toEqual(MENUS[role].top);
      unmount();

      renderWithProviders(<MobileAccount onNavigate={() => undefined} EnquiryBadge={NoBadge} />);
      const section = screen.getByRole('region', { name: 'Min Konto' });
      expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(MENUS[role].mobile);
    });
  }
});
