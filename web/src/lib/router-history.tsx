import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { NavigationType, Router, parsePath, createPath, type Location, type Navigator, type To } from 'react-router';

/**
 * The browser side of react-router in its component mode (decision 089): our own small history
 * on the History API, rendered through react-router's `<Router>`. The data router that did this
 * before weighed 30 kB gzip in every visitor's first load; this mode is 13 kB. What the data
 * router gave besides, the site keeps here:
 * - navigations are React transitions: the old page stays on screen while the next page's code
 *   loads, and `usePendingNavigation` says where the visitor is going meanwhile;
 * - one blocker at a time can hold a navigation (links, `navigate()`, back and forward), for the
 *   admin screens' leave guard.
 */

/** A navigation about to happen; `retry()` makes it happen past the blocker. */
export interface Transition {
  currentLocation: Location;
  nextLocation: Location;
  retry(): void;
}

/** Returns true to hold the navigation (and keeps `retry` to let it through later). */
export type Blocker = (transition: Transition) => boolean;

interface Update {
  action: NavigationType;
  location: Location;
}

export interface AppHistory extends Navigator {
  readonly location: Location;
  readonly action: NavigationType;
  listen(listener: (update: Update) => void): () => void;
  block(blocker: Blocker): () => void;
}

/** What we keep in `history.state`: the app's state, a key per entry and the entry's position. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function entryState(value: unknown): Partial<EntryState> {
  return value && typeof value === 'object' ? (value as Partial<EntryState>) : {};
}

/** The browser's history as react-router's `<Router>` needs it, with a blocker. */
export function createAppHistory(win: Window = window): AppHistory {
  const listeners = new Set<(update: Update) => void>();
  let blocker: Blocker | null = null;
  let action: NavigationType = NavigationType.Pop;
  // Back and forward after a held navigation: the undo's own popstate is ignored, and the redo's is let through.
  let ignoreNextPop = false;
  let letNextPopThrough = false;

  const read = (): { location: Location; idx: number } => {
    const { pathname, search, hash } = win.location;
    const state = entryState(win.history.state);
    return { location: { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' }, idx: state.idx ?? 0 };
  };

  // Every entry made here knows its position, so back and forward know how far they went.
  if (entryState(win.history.state).idx === undefined) win.history.replaceState({ ...entryState(win.history.state), idx: 0 }, '');
  let { location, idx } = read();

  const notify = () => listeners.forEach((listener) => listener({ action, location }));

  const toLocation = (to: To, state: unknown): Location => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    return { pathname: path.pathname ?? location.pathname, search: path.search ?? '', hash: path.hash ?? '', state: state ?? null, key: newKey() };
  };

  const held = (nextLocation: Location, retry: () => void) => blocker?.({ currentLocation: location, nextLocation, retry }) ?? false;

  const change = (kind: NavigationType.Push | NavigationType.Replace, to: To, state: unknown) => {
    const next = toLocation(to, state);
    const commit = () => {
      const nextIdx = kind === NavigationType.Push ? idx + 1 : idx;
      const entry: EntryState = { usr: next.state, key: next.key, idx: nextIdx };
      if (kind === NavigationType.Push) win.history.pushState(entry, '', createPath(next));
      else win.history.replaceState(entry, '', createPath(next));
      action = kind;
      location = next;
      idx = nextIdx;
      notify();
    };
    if (!held(next, commit)) commit();
  };

  const onPopState = () => {
    // An entry without a position is one the browser made itself, following a fragment link (the
    // skip link): it came right after the current entry.
    const own = entryState(win.history.state);
    if (own.idx === undefined) win.history.replaceState({ ...own, idx: idx + 1 }, '');
    const current = read();
    const delta = current.idx - idx;
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    if (!letNextPopThrough && delta !== 0 && blocker) {
      const redo = () => {
        letNextPopThrough = true;
        win.history.go(delta);
      };
      if (held(current.location, redo)) {
        // The address already changed: put it back until the blocker lets it through.
        ignoreNextPop = true;
        win.history.go(-delta);
        return;
      }
    }
    letNextPopThrough = false;
    action = NavigationType.Pop;
    location = current.location;
    idx = current.idx;
    notify();
  };

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    push: (to, state) => change(NavigationType.Push, to, state),
    replace: (to, state) => change(NavigationType.Replace, to, state),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
  };
}

const HistoryContext = createContext<AppHistory | null>(null);
const PendingContext = createContext<Location | null>(null);

/** react-router's `<Router>` on an {@link AppHistory}; each navigation renders as a transition. */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState<Update>(() => ({ action: history.action, location: history.location }));
  const [target, setTarget] = useState<Location | null>(null);
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((update) => {
        setTarget(update.location);
        startTransition(() => setState(update));
      }),
    [history],
  );
  return (
    <HistoryContext value={history}>
      <PendingContext value={pending ? target : null}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          {children}
        </Router>
      </PendingContext>
    </HistoryContext>
  );
}

/** Where the visitor is going while the next page's code loads; null when no navigation waits. */
export function usePendingNavigation(): Location | null {
  return useContext(PendingContext);
}

/** The history of the {@link AppRouter} around; null on the server. */
export function useAppHistory(): AppHistory | null {
  return useContext(HistoryContext);
}
