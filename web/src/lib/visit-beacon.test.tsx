import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Link, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRouter, createAppHistory } from './router-history';
import { saveSession, clearSession } from './session';
import { COLLECT_PATH, type CollectHit } from '@rms/schema/stats-beacon';
import { countVisits } from './visit-beacon';
import { forgetLanding, rememberLanding } from './visit-source';

interface Beacon {
  url: string;
  type: string;
  hit: CollectHit;
}

let sent: { url: string; data: Blob }[] = [];
let idleTasks: (() => void)[] = [];
const stops: (() => void)[] = [];
/** Properties planted on navigator, document and window for one test. */
const planted: { target: object; key: string }[] = [];

function plant(target: object, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  planted.push({ target, key });
}

/** A blob's text, read with a FileReader as the beacon's receiver would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

/** What the beacons carried, in order. */
async function beacons(): Promise<Beacon[]> {
  return Promise.all(sent.map(async ({ url, data }) => ({ url, type: data.type, hit: JSON.parse(await readText(data)) as CollectHit })));
}

/** Lets pending promises settle, then runs what waits for the browser to be idle (repeatedly, as a browser would). */
async function idle() {
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const tasks = idleTasks;
    idleTasks = [];
    tasks.forEach((task) => task());
  }
}

/** Counts visits on the test DOM's window from `path`, as start-app does with the app's history. */
function visit(path = '/') {
  window.history.replaceState(null, '', path);
  const history = createAppHistory();
  stops.push(countVisits(history));
  return history;
}

beforeEach(() => {
  sent = [];
  idleTasks = [];
  plant(navigator, 'sendBeacon', (url: string, data: Blob) => {
    sent.push({ url, data });
    return true;
  });
  plant(window, 'requestIdleCallback', (task: () => void) => {
    idleTasks.push(task);
    return idleTasks.length;
  });
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  for (const { target, key } of planted.splice(0)) delete (target as Record<string, unknown>)[key];
  clearSession();
  forgetLanding();
});

describe('the visit beacon', () => {
  it('sends the landing page with the host the visitor came from, once the page has loaded and the browser is idle', async () => {
    plant(document, 'referrer', 'https://www.google.no/search?q=markise');
    plant(window.screen, 'width', 390);
    plant(document, 'readyState', 'loading');
    visit('/produkter/markiser');
    await idle();
    expect(sent).toEqual([]);

    plant(document, 'readyState', 'complete');
    window.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(sent).toEqual([]);
    await idle();
    expect(await beacons()).toEqual([
      { url: COLLECT_PATH, type: 'application/json', hit: { path: '/produkter/markiser', referrer: 'www.google.no', screen: 'small' } },
    ]);
  });

  it('tells a visit from the site itself (null) from one with no referrer at all (direct), and classes the screen by its width', async () => {
    plant(window.screen, 'width', 1440);
    plant(document, 'referrer', `${window.location.origin}/om`);
    visit('/kontakt');
    await idle();
    plant(document, 'referrer', '');
    plant(window.screen, 'width', 1024);
    visit('/om');
    await idle();
    expect((await beacons()).map((b) => b.hit)).toEqual([
      { path: '/kontakt', referrer: null, screen: 'large' },
      { path: '/om', referrer: '', screen: 'medium' },
    ]);
  });

  it('counts each client-side navigation to another page once, and no change of the fragment or query alone; the referrer only on the first page', async () => {
    plant(document, 'referrer', 'https://l.facebook.com/');
    const history = visit('/');
    await idle();
    history.push('/referanser');
    history.push('/referanser#bilder');
    history.push('/referanser?q=pergola');
    history.replace('/referanser');
    await idle();
    history.push('/referanser/hytte');
    await idle();
    const hits = (await beacons()).map((b) => b.hit);
    expect(hits.map((h) => h.path)).toEqual(['/', '/referanser', '/referanser/hytte']);
    expect(hits.map((h) => h.referrer)).toEqual(['l.facebook.com', null, null]);
  });

  it('never sends a booking manage link (its token is a key): neither as the entry nor on a navigation; /befaring itself counts', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    const history = visit(`/befaring/${token}`);
    await idle();
    history.push('/befaring');
    await idle();
    history.push(`/befaring/${token}`);
    await idle();
    const hits = (await beacons()).map((b) => b.hit);
    expect(hits.map((h) => h.path)).toEqual(['/befaring']);
    expect(JSON.stringify(hits)).not.toContain(token);
  });

  it("sends the campaign of the address the visit entered by with the entry only", async () => {
    plant(document, 'referrer', 'https://l.facebook.com/');
    window.history.replaceState(null, '', '/?utm_source=facebook&utm_campaign=var');
    rememberLanding();
    const history = visit('/?utm_source=facebook&utm_campaign=var');
    await idle();
    history.push('/produkter');
    await idle();
    expect((await beacons()).map((b) => b.hit)).toEqual([
      { path: '/', referrer: 'l.facebook.com', screen: expect.any(String), campaign: 'var' },
      { path: '/produkter', referrer: null, screen: expect.any(String) },
    ]);
  });

  it('counts a link click once in the StrictMode app, however often it renders', async () => {
    window.history.replaceState(null, '', '/');
    const history = createAppHistory();
    function Page() {
      const { pathname } = useLocation();
      return (
        <>
          <p>Side {pathname}</p>
          <Link to="/om">Om oss</Link>
          <Link to="/om#team">Teamet</Link>
        </>
      );
    }
    render(
      <StrictMode>
        <AppRouter history={history}>
          <Page />
        </AppRouter>
      </StrictMode>,
    );
    stops.push(countVisits(history));
    await idle();
    await userEvent.click(screen.getByRole('link', { name: 'Om oss' }));
    await screen.findByText('Side /om');
    await userEvent.click(screen.getByRole('link', { name: 'Teamet' }));
    await idle();
    expect((await beacons()).map((b) => b.hit.path)).toEqual(['/', '/om']);
  });

  it('sends nothing when the browser sends Global Privacy Control', async () => {
    plant(navigator, 'globalPrivacyControl', true);
    const history = visit('/');
    history.push('/om');
    await idle();
    expect(sent).toEqual([]);
  });

  it('sends nothing when the browser asks not to be tracked (Do Not Track)', async () => {
    plant(navigator, 'doNotTrack', '1');
    const history = visit('/');
    history.push('/om');
    await idle();
    expect(sent).toEqual([]);
  });

  it('sends nothing while a staff member is signed in, and counts again after signing out', async () => {
    saveSession({ uid: 'a', role: 'admin' }, 'id-token');
    const history = visit('/');
    history.push('/om');
    await idle();
    expect(sent).toEqual([]);
    clearSession();
    history.push('/kontakt');
    await idle();
    expect((await beacons()).map((b) => b.hit.path)).toEqual(['/kontakt']);
  });

  it('sends nothing while the page is prerendered, and counts it once the visitor is shown it', async () => {
    plant(document, 'prerendering', true);
    visit('/produkter');
    await idle();
    expect(sent).toEqual([]);
    plant(document, 'prerendering', false);
    document.dispatchEvent(new Event('prerenderingchange'));
    await idle();
    expect((await beacons()).map((b) => b.hit.path)).toEqual(['/produkter']);
  });

  it('waits on a timer where the browser has no requestIdleCallback (Safari)', async () => {
    delete (window as unknown as Record<string, unknown>).requestIdleCallback;
    visit('/om');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });

  it('writes no cookie and nothing to localStorage or sessionStorage', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    plant(document, 'referrer', 'https://www.bing.com/');
    const history = visit('/');
    history.push('/produkter');
    history.push('/kontakt');
    await idle();
    expect(sent).toHaveLength(3);
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    setItem.mockRestore();
  });
});
