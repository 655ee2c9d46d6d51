import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/web/render';
import { LEAVE_QUESTION, useLeaveGuard } from './leave-guard';

function Screen({ active }: { active: boolean }) {
  const { dialog } = useLeaveGuard(active);
  return (
    <>
      <p>skjema</p>
      {dialog}
    </>
  );
}

function renderScreen(active: boolean) {
  return renderWithProviders(<Screen active={active} />, {
    path: '/produkter/ny',
    routes: [
      { path: '/produkter/ny', element: <Screen active={active} /> },
      { path: '/produkter', element: <p>produktlisten</p> },
    ],
  });
}

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving with unsaved work asks first', () => {
  it('blocks a link away until the admin chooses to leave, and guards reload and close', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(true);
    expect(beforeUnload()).toBe(true);

    await router.navigate('/produkter');
    expect(await screen.findByRole('alertdialog', { name: LEAVE_QUESTION })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bli her' }));
    expect(router.state.location.pathname).toBe('/produkter/ny');

    await router.navigate('/produkter');
    await user.click(await screen.findByRole('button', { name: 'Forlat siden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/produkter'));
  });

  it('lets the admin go without a question when nothing is unsaved', async () => {
    const { router } = renderScreen(false);
    expect(beforeUnload()).toBe(false);
    await router.navigate('/produkter');
    expect(router.state.location.pathname).toBe('/produkter');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
