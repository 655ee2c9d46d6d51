import { afterEach, describe, expect, it } from 'vitest';
import { enableDeferredStylesheets } from './deferred-stylesheet';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('the full stylesheet of a rendered page', () => {
  afterEach(() => document.head.replaceChildren());

  it('is enabled when the app starts, which waits until it has loaded', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index-1.css" disabled data-deferred>';
    const link = document.head.querySelector('link')!;
    const ready = enableDeferredStylesheets();
    expect(link.hasAttribute('disabled')).toBe(false);
    expect(await settled(ready)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(true);
  });

  it('lets the app start when it fails to load', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/gone.css" disabled data-deferred>';
    const ready = enableDeferredStylesheets();
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    expect(await settled(ready)).toBe(true);
  });

  it('is not there on the sign-in and admin screens: their stylesheet is inline whole, and its link stays disabled', async () => {
    document.head.innerHTML = '<style>.x{}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>';
    expect(await settled(enableDeferredStylesheets())).toBe(true);
    expect(document.head.querySelector('link')!.hasAttribute('disabled')).toBe(true);
  });
});
