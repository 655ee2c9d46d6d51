import { act, render, screen, waitFor } from '@testing-library/react';
import { Link, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';
import { AppRouter, createAppHistory, usePendingNavigation, type AppHistory, type Transition } from './router-history';

let history: AppHistory;
let stopListening: () => void;
const updates: string[] = [];

beforeEach(() => {
  window.history.replaceState(null, '', '/start');
  history = createAppHistory();
  updates.length = 0;
  stopListening = history.listen(({ action, location }) => updates.push(`${action} ${location.pathname}`));
});
afterEach(() => stopListening());

/** Holds every navigation and keeps it, as the leave guard does while it asks. */
function holdAll() {
  const held: Transition[] = [];
  const release = history.block((transition) => {
    held.push(transition);
    return true;
  });
  return { held, release };
}

describe('the app history', () => {
  it('pushes and replaces entries with their state and position, and tells its listeners', () => {
    history.push('/a?x=1#h', { from: '/start' });
    expect(history.location).toMatchObject({ pathname: '/a', search: '?x=1', hash: '#h', state: { from: '/start' } });
    expect(window.location.pathname).toBe('/a');
    expect(window.history.state).toMatchObject({ usr: { from: '/start' }, idx: 1 });
    history.replace('/b');
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(updates).toEqual(['PUSH /a', 'REPLACE /b']);
  });

  it('holds a link or navigate() while blocked, and lets it through on retry', () => {
    const { held, release } = holdAll();
    history.push('/produkter');
    expect(history.location.pathname).toBe('/start');
    expect(window.location.pathname).toBe('/start');
    expect(updates).toEqual([]);
    expect(held.map((t) => [t.currentLocation.pathname, t.nextLocation.pathname])).toEqual([['/start', '/produkter']]);

    held[0]!.retry();
    expect(history.location.pathname).toBe('/produkter');
    expect(window.location.pathname).toBe('/produkter');
    release();
    history.push('/om');
    expect(updates).toEqual(['PUSH /produkter', 'PUSH /om']);
  });

  it('puts the address back when back is pressed while blocked, and goes back on retry', async () => {
    history.push('/a');
    history.push('/b');
    const { held } = holdAll();
    window.history.back();
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]!.nextLocation.pathname).toBe('/a');
    // The browser had moved to /a; the history undoes that and stays on /b.
    await waitFor(() => expect(window.location.pathname).toBe('/b'));
    expect(history.location.pathname).toBe('/b');
    expect(updates).toEqual(['PUSH /a', 'PUSH /b']);

    held[0]!.retry();
    await waitFor(() => expect(history.location.pathname).toBe('/a'));
    expect(window.location.pathname).toBe('/a');
    expect(updates).toEqual(['PUSH /a', 'PUSH /b', 'POP /a']);
    expect(held).toHaveLength(1);
  });

  it('gives an entry the browser made for a fragment link the next position, so back from it is a move of one', async () => {
    history.push('/a');
    // What the browser does for <a href="#main">: a new entry without state, then popstate.
    window.history.pushState(null, '', '#main');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(history.location).toMatchObject({ pathname: '/a', hash: '#main' });
    expect(window.history.state).toMatchObject({ idx: 2 });

    const { held } = holdAll();
    window.history.back();
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]!.nextLocation).toMatchObject({ pathname: '/a', hash: '' });
    // Put back by one entry, not elsewhere in the history.
    await waitFor(() => expect(window.location.hash).toBe('#main'));
    expect(window.location.pathname).toBe('/a');
  });
});

describe('the app router', () => {
  it("keeps the page on screen while the next page's code loads, and says where it is going", async () => {
    let arrive!: () => void;
    const slow = lazyPage(() => new Promise((resolve) => (arrive = () => resolve({ default: () => <h1>Treg side</h1> }))));
    function Pending() {
      return <p>venter på: {usePendingNavigation()?.pathname ?? 'ingenting'}</p>;
    }
    function Routes() {
      return useRoutes([
        { path: '/start', element: <Link to="/treg">Til treg side</Link> },
        { path: '/treg', element: <slow.Component /> },
      ]);
    }
    render(
      <AppRouter history={history}>
        <Pending />
        <Routes />
      </AppRouter>,
    );
    // A click in an awaited act: the transition suspends inside it.
    await act(async () => screen.getByRole('link', { name: 'Til treg side' }).click());
    expect(await screen.findByText('venter på: /treg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Til treg side' })).toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Treg side' })).toBeInTheDocument();
    expect(screen.getByText('venter på: ingenting')).toBeInTheDocument();
  });
});
