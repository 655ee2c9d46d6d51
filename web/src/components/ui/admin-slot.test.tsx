import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { renderWithProviders } from '../../../../test/web/render';
import { AdminSlot } from './admin-slot';

const slot = (
  <AdminSlot fallback={<p>for besøkende</p>}>
    <p>verktøy</p>
  </AdminSlot>
);

describe('the admin tools on visitor screens', () => {
  it('show for stored staff, editors as well as administrators', () => {
    for (const role of ['admin', 'editor'] as const) {
      saveSession({ uid: 'u1', role }, 'token');
      const { unmount } = renderWithProviders(slot);
      expect(screen.getByText('verktøy')).toBeInTheDocument();
      unmount();
    }
  });

  it('stay away from a standard user and a visitor', () => {
    saveSession({ uid: 'u1', role: 'user' }, 'token');
    const { unmount } = renderWithProviders(slot);
    expect(screen.getByText('for besøkende')).toBeInTheDocument();
    unmount();
    localStorage.clear();
    renderWithProviders(slot);
    expect(screen.queryByText('verktøy')).not.toBeInTheDocument();
  });
});
