import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('a lazy page', () => {
  it('renders at once when its code was loaded ahead', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <h1>Om oss</h1> }));
    const page = lazyPage(load);
    await page.preload();
    render(<page.Component />);
    expect(screen.getByRole('heading', { name: 'Om oss' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to the error boundary once, without importing again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/about.js')));
    const page = lazyPage(load);
    await act(async () => {
      render(
        <Boundary>
          <page.Component />
        </Boundary>,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
