import type { Role } from '@rms/schema/role';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/web/render';
import { RequireAdmin } from './require-admin';
import { RequireRole, RequireStaff } from './require-role';

const auth = vi.hoisted(() => ({ role: 'user' as Role }));
vi.mock('../hooks/use-auth', () => ({ useAuth: () => ({ user: { uid: 'u1', role: auth.role }, isAdmin: auth.role === 'admin', loading: false }) }));

afterEach(() => {
  auth.role = 'user';
});

const page = <p>skjermen</p>;

describe('the role guards', () => {
  it('open a staff screen to editors and administrators, and show everyone else ‘Ingen tilgang’', () => {
    for (const [role, allowed] of [
      ['admin', true],
      ['editor', true],
      ['user', false],
    ] as const) {
      auth.role = role;
      const { unmount } = renderWithProviders(<RequireStaff>{page}</RequireStaff>);
      expect(screen.queryByText('skjermen') !== null, role).toBe(allowed);
      expect(screen.queryByRole('heading', { name: 'Ingen tilgang' }) !== null, role).toBe(!allowed);
      unmount();
    }
  });

  it('take any list of roles, and keep admin-only screens from editors', () => {
    auth.role = 'editor';
    const { unmount } = renderWithProviders(<RequireRole roles={['admin']}>{page}</RequireRole>);
    expect(screen.getByRole('heading', { name: 'Ingen tilgang' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<RequireAdmin>{page}</RequireAdmin>);
    expect(screen.getByRole('heading', { name: 'Ingen tilgang' })).toBeInTheDocument();
    expect(screen.queryByText('skjermen')).not.toBeInTheDocument();
  });
});
