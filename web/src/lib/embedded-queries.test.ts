import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { EMBEDDED_WHEN_EMPTY, embeddedQueries, fillFromEmbedded, NOT_EMBEDDED, type EmbeddedQueries } from './embedded-queries';
import { createQueryClient } from './query-client';

/** A server-side client as the renderer leaves it: loaded queries, one not for the page, one failed. */
async function renderedClient() {
  const server = createQueryClient();
  await server.prefetchQuery({ queryKey: ['products', { view: 'outline' }], queryFn: () => ({ id: 'root', sub: [] }) });
  await server.prefetchQuery({ queryKey: ['maps-key'], queryFn: () => null });
  await server.prefetchQuery({ queryKey: ['products'], queryFn: () => [{ id: 'all' }], meta: NOT_EMBEDDED });
  await server.prefetchQuery({ queryKey: ['settings'], queryFn: () => Promise.reject(new Error('nede')), retry: false });
  return server;
}

describe('the queries a rendered page embeds', () => {
  it('carries each loaded query as its key and data, and nothing of the bookkeeping', async () => {
    const json = JSON.stringify(embeddedQueries(await renderedClient()));
    expect(JSON.parse(json)).toEqual([
      [['products', { view: 'outline' }], { id: 'root', sub: [] }],
      [['maps-key'], null],
    ]);
    for (const word of ['dehydratedAt', 'queryHash', 'errorUpdateCount', 'fetchStatus']) expect(json).not.toContain(word);
  });

  it('carries a list marked EMBEDDED_WHEN_EMPTY only while it is empty', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['empty'], queryFn: () => [], meta: EMBEDDED_WHEN_EMPTY });
    await server.prefetchQuery({ queryKey: ['full'], queryFn: () => [{ id: 'a' }], meta: EMBEDDED_WHEN_EMPTY });
    expect(embeddedQueries(server)).toEqual([[['empty'], []]]);
  });

  it('fills a browser cache that answers from it, fresh, without asking the server', async () => {
    const embedded = JSON.parse(JSON.stringify(embeddedQueries(await renderedClient()))) as EmbeddedQueries;
    const browser = createQueryClient();
    const before = Date.now();
    fillFromEmbedded(browser, embedded);

    const state = browser.getQueryState(['products', { view: 'outline' }]);
    expect(state).toMatchObject({ status: 'success', data: { id: 'root', sub: [] }, fetchStatus: 'idle', error: null });
    expect(state!.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(browser.getQueryState(['maps-key'])).toMatchObject({ status: 'success', data: null });

    const queryFn = vi.fn(() => ({ id: 'fetched', sub: [] }));
    const observer = new QueryObserver(browser, { queryKey: ['products', { view: 'outline' }], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', isStale: false, data: { id: 'root', sub: [] } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
  });
});
