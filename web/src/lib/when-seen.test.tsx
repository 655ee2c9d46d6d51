import { act, render, screen } from '@testing-library/react';
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSeen } from './when-seen';

/** The browser's IntersectionObserver, which the test DOM never fires: the test says when the element comes near the screen. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  elements: Element[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  static comeNear() {
    for (const o of FakeIntersectionObserver.all) if (o.elements.length) o.callback(o.elements.map((target) => ({ isIntersecting: true, target })));
  }
}

/** The part: a counter whose button works only once React has hydrated it, and a field to type into. */
function Counter({ label }: { label: string; item?: { id: string } }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {label} {count}
      </button>
      <input aria-label="Navn" />
    </>
  );
}

/** The page around the part: it passes a new object each time it renders, as a product page does. */
let renderAgain: () => void = () => undefined;
function Page({ Part }: { Part: ComponentType<{ label: string; item?: { id: string } }> }) {
  const [, setCount] = useState(0);
  useEffect(() => {
    renderAgain = () => setCount((c) => c + 1);
  }, []);
  return <Part label="Tell" item={{ id: 'markise' }} />;
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

async function serverHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('a part of the page loaded when seen', () => {
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  /** The server's HTML of the page (made by the server's own copy of the part), hydrated the way start-app does it. */
  async function hydrate(load: () => Promise<typeof Counter>) {
    const OnServer = whenSeen(() => Promise.resolve(Counter));
    // Loaded first, it renders whole without the server's context, which React's server renderer would
    // leave behind in this process for the client's render (the real server's render: entry-server.test.ts).
    await OnServer.preload();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await serverHtml(<Page Part={OnServer} />);
    const Part = whenSeen(load);
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Page Part={Part} />);
      });
    });
    await flush();
    return container;
  }

  it('keeps the server’s HTML and loads no code until it comes near the screen; then it hydrates', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const page = await hydrate(load);
    const button = page.querySelector('button')!;
    expect(button.textContent).toBe('Tell 0');
    expect(load).not.toHaveBeenCalled();
    // A click before hydration is the HTML's alone.
    button.click();
    expect(button.textContent).toBe('Tell 0');

    await act(async () => FakeIntersectionObserver.comeNear());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    // The same element, now React's.
    expect(page.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe('Tell 1');
  });

  it('loads at once when the visitor focuses or touches it first', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const page = await hydrate(load);
    expect(load).not.toHaveBeenCalled();
    await act(async () => page.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => page.querySelector('button')!.click());
    expect(page.querySelector('button')!.textContent).toBe('Tell 1');
  });

  it('keeps its HTML and what the visitor typed when the page renders again before the part is hydrated', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const page = await hydrate(load);
    const field = page.querySelector('input')!;
    field.value = 'Kari';
    await act(async () => renderAgain());
    await flush();
    expect(page.querySelector('input')).toBe(field);
    expect(field.value).toBe('Kari');

    await act(async () => FakeIntersectionObserver.comeNear());
    await flush();
    await act(async () => renderAgain());
    expect(page.querySelector('input')).toBe(field);
    expect(field.value).toBe('Kari');
    await act(async () => page.querySelector('button')!.click());
    expect(page.querySelector('button')!.textContent).toBe('Tell 1');
  });

  it('rendered in the browser (after a client navigation), loads its code and shows at once, without waiting to be seen', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = whenSeen(load);
    await act(async () => {
      render(<Page Part={Part} />);
    });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Tell 0' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.all).toHaveLength(0);
  });
});
