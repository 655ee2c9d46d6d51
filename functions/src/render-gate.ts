/**
 * Keeps a preview's render apart from every other render (decision 108). The page renderer
 * (web/src/entry-server.tsx) answers the components' API calls from one module-level content API,
 * set when a render starts: two renders that overlap may read each other's content. For public pages
 * that is harmless (the same snapshot), but a public page rendered beside a preview could read the
 * draft, and would then be kept in the page cache and the CDN. So public renders run side by side as
 * before, and a preview waits for those running, runs alone, and holds new ones back until it is done.
 */
export class RenderGate {
  private readonly running = new Set<Promise<unknown>>();
  private exclusiveTail: Promise<void> = Promise.resolve();
  private exclusiveWaiting = 0;

  /** A public render: at once, unless a preview is queued or running. */
  async shared<T>(work: () => Promise<T>): Promise<T> {
    while (this.exclusiveWaiting > 0) await this.exclusiveTail;
    const render = work();
    this.running.add(render);
    try {
      return await render;
    } finally {
      this.running.delete(render);
    }
  }

  /** A preview's render: alone, after the renders already running and any preview before it. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    this.exclusiveWaiting++;
    const previous = this.exclusiveTail;
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    this.exclusiveTail = previous.then(() => done);
    try {
      await previous;
      await Promise.allSettled([...this.running]);
      return await work();
    } finally {
      this.exclusiveWaiting--;
      release();
    }
  }
}
