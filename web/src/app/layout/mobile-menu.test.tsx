import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/web/render';
import { Header } from './header';

async function openMenu() {
  const user = userEvent.setup();
  renderWithProviders(<Header />, { path: '/om' });
  const menuButton = await screen.findByRole('button', { name: 'Åpne meny' });
  await user.click(menuButton);
  return { user, menuButton, menu: screen.getByRole('dialog', { name: 'Navigasjon' }) as HTMLDialogElement };
}

describe('the mobile menu', () => {
  it('opens as a modal <dialog> with focus on its close button', async () => {
    const { menu, menuButton } = await openMenu();
    expect(menu.tagName).toBe('DIALOG');
    expect(menu.open).toBe(true);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Lukk meny' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, menu, menuButton } = await openMenu();
    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes with its close button and on a click on the shade, focus back each time', async () => {
    const { user, menu, menuButton } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Lukk meny' }));
    expect(menu.open).toBe(false);
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    expect(menu.open).toBe(true);
    await user.click(menu.querySelector('.mobile-menu-shade')!);
    expect(menu.open).toBe(false);
    expect(menuButton).toHaveFocus();
  });

  it('opens again after Escape closed it', async () => {
    const { user, menu, menuButton } = await openMenu();
    await user.keyboard('{Escape}');
    await user.click(menuButton);
    expect(menu.open).toBe(true);
  });
});
