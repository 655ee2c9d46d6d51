import { describe, expect, it } from 'vitest';
import { TAKEN_DOWN_NOTE, withMarker, withoutPicture } from './image-scrub';

const RAW = 'raw/projects/hytte/a1.jpg';
const a = { id: 'a1', src: 'projects,hytte,a1.jpg', isMain: true, alt_text: 'Hytta til familien' };
const b = { id: 'b2', src: 'projects,hytte,b2.jpg', isMain: false, alt_text: '' };

describe('withoutPicture', () => {
  it('takes the picture out of a gallery; the next one becomes main and a share image naming it is unset', () => {
    expect(withoutPicture({ title: 'Hytte', images: [a, b], seo: { title: 'T', imageId: 'a1' } }, RAW)).toEqual({ title: 'Hytte', images: [{ ...b, isMain: true }], seo: { title: 'T' } });
  });

  it('clears a category picture, and answers null for a document without it', () => {
    const category = { id: 'markiser', images: [], categoryImage: { id: 'k', src: 'categories,markiser,k.jpg' } };
    expect(withoutPicture(category, 'raw/categories/markiser/k.jpg')).toMatchObject({ categoryImage: null });
    expect(withoutPicture({ images: [b] }, RAW)).toBeNull();
  });
});

describe('withMarker', () => {
  it('puts the marker in the picture\'s place, keeping the order and the other pictures, and unsets a share image that named it', () => {
    expect(withMarker({ images: [a, b] }, RAW)).toEqual({ images: [{ takenDown: true, note: TAKEN_DOWN_NOTE }, b] });
    expect(withMarker({ images: [b] }, RAW)).toBeNull();
    expect(withMarker({ images: [a], seo: { title: 'T', imageId: 'a1' } }, RAW)).toEqual({ images: [{ takenDown: true, note: TAKEN_DOWN_NOTE }], seo: { title: 'T' } });
    expect(withMarker({ categoryImage: { id: 'k', src: 'categories,markiser,k.jpg' } }, 'raw/categories/markiser/k.jpg')).toEqual({ categoryImage: { takenDown: true, note: TAKEN_DOWN_NOTE } });
  });
});
