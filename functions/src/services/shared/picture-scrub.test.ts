import { describe, expect, it } from 'vitest';
import { TAKEN_DOWN_NOTE, auditWithoutPicture, isSettingsLogo, pictureIdsIn, settingsWithoutMarkers, withMarker, withoutPicture, withoutSettingsPicture, withSettingsMarker } from './picture-scrub';

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

describe('audit entries about a picture taken down', () => {
  const entry = (action: string, extra: Record<string, unknown>) => ({ uid: 'u1', email: 'admin@example.com', action, target: 'hytte', at: '2026-05-01T10:00:00.000Z', extra });

  it('finds the ids the picture has in items and versions, and only its own', () => {
    expect(pictureIdsIn([{ images: [a, b] }, { item: { images: [{ ...a, id: 'a-old' }] } }, { categoryImage: { id: 'k', src: 'categories,markiser,k.jpg' } }], RAW)).toEqual(new Set(['a1', 'a-old']));
  });

  it("drops the picture's address, alt text, title and focus, keeping who did what and when", () => {
    const ids = new Set(['a1']);
    expect(auditWithoutPicture(entry('project.image.update', { imageId: 'a1', alt_text: 'Hytta til familien Hansen', title: 'Hansen', focus: { x: 0.2, y: 0.4 } }), RAW, ids)).toEqual(
      entry('project.image.update', { imageId: 'a1', takenDown: true }),
    );
    expect(auditWithoutPicture(entry('project.image.upload', { imageId: 'a1', src: 'projects,hytte,a1.jpg' }), RAW, ids)).toEqual(entry('project.image.upload', { imageId: 'a1', takenDown: true }));
    // Named by its address alone (an id no item knows any more).
    expect(auditWithoutPicture(entry('project.image.delete', { imageId: 'gone', src: '/raw/projects/hytte/a1.jpg' }), RAW, ids)).toEqual(entry('project.image.delete', { imageId: 'gone', takenDown: true }));
  });

  it('leaves entries about other pictures and entries without details alone', () => {
    const ids = new Set(['a1']);
    expect(auditWithoutPicture(entry('project.image.update', { imageId: 'b2', alt_text: 'Terrassen' }), RAW, ids)).toBeNull();
    expect(auditWithoutPicture(entry('project.image.reorder', { imageIds: ['a1', 'b2'] }), RAW, ids)).toBeNull();
    expect(auditWithoutPicture({ uid: 'u1', email: null, action: 'project.create', target: 'hytte', at: '2026-05-01T10:00:00.000Z' }, RAW, ids)).toBeNull();
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

describe("the site settings' pictures", () => {
  const PORTRAIT = 'raw/site/team/p1.jpg';
  const LOGO = 'raw/site/partners/l1.png';
  const portrait = { src: 'site,team,p1.jpg', alt_text: 'Kari' };
  const logo = { src: 'site,partners,l1.png', alt_text: 'Leverandør' };
  const settings = {
    team: [{ name: 'Kari', photo: portrait }],
    partners: [{ name: 'Leverandør', logo }, { name: 'Annen', logo: { src: '/logos/x.svg', alt_text: 'x' } }],
    membership: { name: 'Forening', logo },
    shareImages: [{ id: 's1', src: 'site,team,p1.jpg', alt_text: 'Kari' }],
    pageSeo: { home: { title: 'Hjem', imageId: 's1' }, about: { title: 'Om' } },
  };
  const marker = { takenDown: true, note: TAKEN_DOWN_NOTE };

  it('knows a logo, which the live settings cannot do without', () => {
    expect(isSettingsLogo(settings, LOGO)).toBe(true);
    expect(isSettingsLogo(settings, PORTRAIT)).toBe(false);
  });

  it('marks a portrait and a share image in a version, and unsets the page that named the share image', () => {
    expect(withSettingsMarker(settings, PORTRAIT)).toEqual({
      ...settings,
      team: [{ name: 'Kari', photo: marker }],
      shareImages: [marker],
      pageSeo: { home: { title: 'Hjem' }, about: { title: 'Om' } },
    });
    expect(withSettingsMarker(settings, 'raw/site/team/other.jpg')).toBeNull();
  });

  it('restores a marked version without the picture: no portrait, no share image, no partner, the current membership logo', () => {
    const current = { membership: { name: 'Forening', logo: { src: '/logos/ny.svg', alt_text: 'Ny' } } };
    expect(settingsWithoutMarkers(withSettingsMarker(settings, LOGO)!, current)).toEqual({
      ...settings,
      partners: [settings.partners[1]],
      membership: { name: 'Forening', logo: current.membership.logo },
    });
    expect(withoutSettingsPicture(settings, PORTRAIT, current)).toEqual({
      ...settings,
      team: [{ name: 'Kari', photo: null }],
      shareImages: [],
      pageSeo: { home: { title: 'Hjem' }, about: { title: 'Om' } },
    });
  });
});
