import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_SPINNER_MS, ImageGallery, type GalleryImage } from './image-gallery';

const images: GalleryImage[] = [1, 2, 3].map((n) => ({ id: `i${n}`, src: `projects,p1,i${n}.jpg`, alt_text: `Bilde nummer ${n}` }));

const shown = () => screen.getByTestId('gallery-main').querySelector('img')!.getAttribute('alt');

function swipe(dx: number) {
  const area = screen.getByTestId('gallery-main');
  fireEvent.touchStart(area, { touches: [{ clientX: 200 }] });
  fireEvent.touchEnd(area, { changedTouches: [{ clientX: 200 + dx }] });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ImageGallery', () => {
  it('steps with the arrows and wraps around both ends', () => {
    render(<ImageGallery images={images} title="Prosjekt" height={600} />);
    expect(shown()).toBe('Bilde nummer 1');
    fireEvent.click(screen.getByRole('button', { name: 'Neste bilde' }));
    expect(shown()).toBe('Bilde nummer 2');
    fireEvent.click(screen.getByRole('button', { name: 'Forrige bilde' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forrige bilde' }));
    expect(shown()).toBe('Bilde nummer 3');
    fireEvent.click(screen.getByRole('button', { name: 'Neste bilde' }));
    expect(shown()).toBe('Bilde nummer 1');
  });

  it('jumps to a thumbnail and marks it current', () => {
    render(<ImageGallery images={images} title="Prosjekt" />);
    fireEvent.click(screen.getByRole('button', { name: 'Vis bilde 3 av 3' }));
    expect(shown()).toBe('Bilde nummer 3');
    expect(screen.getByRole('button', { name: 'Vis bilde 3 av 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('changes image on a swipe of more than 50 px only', () => {
    render(<ImageGallery images={images} title="Prosjekt" />);
    swipe(-50);
    expect(shown()).toBe('Bilde nummer 1');
    swipe(-51);
    expect(shown()).toBe('Bilde nummer 2');
    swipe(80);
    expect(shown()).toBe('Bilde nummer 1');
  });

  it('shows a spinner for 500 ms after each change', () => {
    render(<ImageGallery images={images} title="Prosjekt" />);
    expect(screen.queryByText('Laster bilde…')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Neste bilde' }));
    expect(screen.getByText('Laster bilde…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(IMAGE_SPINNER_MS - 1));
    expect(screen.getByText('Laster bilde…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Laster bilde…')).not.toBeInTheDocument();
  });

  it('is 600 high when asked and has no arrows for a single image', () => {
    render(<ImageGallery images={images.slice(0, 1)} title="Prosjekt" height={600} />);
    expect(screen.getByTestId('gallery-main').style.getPropertyValue('--gallery-height')).toBe('600px');
    expect(screen.queryByRole('button', { name: 'Neste bilde' })).not.toBeInTheDocument();
  });
});
