import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Img } from './img';

describe('Img', () => {
  it('writes a webp srcset from the optimizer, its size, and lazy loading below the fold', () => {
    render(<Img image={{ src: 'products,abc,x1.jpg', alt_text: 'Markise over terrasse', width: 1500, height: 1000 }} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Markise over terrasse' });
    expect(img).toHaveAttribute('src', '/optimize/products/abc/x1.jpg?w=1024&f=webp&q=80');
    expect(img.getAttribute('srcset')).toContain('/optimize/products/abc/x1.jpg?w=256&f=webp&q=80 256w');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '1500');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    // Below the LCP picture in the queue, even when it is on screen (decision 089 addendum).
    expect(img).toHaveAttribute('fetchpriority', 'low');
  });

  it('keeps a cropped picture’s focal point in view, over a component’s default position; a contained one is not cropped', () => {
    const image = { src: 'projects,x,hytte.jpg', alt_text: 'Hytte', focus: { x: 0.304, y: 0.9 } };
    const { rerender } = render(<Img image={image} style={{ objectPosition: '50% 30%' }} />);
    expect(screen.getByRole('img', { name: 'Hytte' }).style.objectPosition).toBe('30% 90%');
    rerender(<Img image={image} fit="contain" />);
    expect(screen.getByRole('img', { name: 'Hytte' }).style.objectPosition).toBe('');
  });

  it("leaves an image asked for eagerly (a carousel's next slide) at the browser's own priority", () => {
    render(<Img image={{ src: 'site,hero-2.jpg', alt_text: 'Neste' }} loading="eager" />);
    const img = screen.getByRole('img', { name: 'Neste' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the LCP image eagerly with high priority', () => {
    render(<Img image={{ src: 'site,hero-1.jpg', alt_text: 'Hero' }} priority aspectRatio="16 / 9" />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.style.aspectRatio).toBe('16 / 9');
  });

  it("uses the image's alt_text before the fallback alt, and the fallback when it has none", () => {
    const { rerender } = render(<Img image={{ src: 'a,b.jpg', alt_text: 'Egen tekst' }} alt="Produkt" />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Egen tekst');
    rerender(<Img image={{ src: 'a,b.jpg', alt_text: '' }} alt="Produkt" />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Produkt');
  });

  it("shows the missing-image fallback 'image/not_found.jpg' without an image", () => {
    render(<Img image={undefined} alt="Ingen bilde" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/image/not_found.jpg');
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
  });

  it("shows an icon with 'Image not available' when the image fails", () => {
    render(<Img image={{ src: 'products,abc,gone.jpg', alt_text: 'Borte' }} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Borte (Image not available)' })).toBeInTheDocument();
  });
});
