import { describe, expect, it } from 'vitest';
import { compareImages, compareItems } from './compare';

const img = (id: string, extra: Record<string, unknown> = {}) => ({ id, src: `projects,p,${id}.jpg`, title: id, alt_text: '', isMain: false, ...extra });

describe('compareItems', () => {
  it('says which fields differ; a project without the draft flag is a draft', () => {
    const rows = compareItems('project', { title: 'A', description: '<p>x</p>', images: [] }, { title: 'B', description: '<p>x</p>', images: [], draft: true });
    expect(rows.filter((r) => r.changed).map((r) => r.field)).toEqual(['title']);
  });

  it('compares stored maps by content, whatever their key order', () => {
    const rows = compareItems('settings', { map: { lat: 1, lng: 2 }, city: 'Jessheim' }, { map: { lng: 2, lat: 1 }, city: 'Hamar' });
    expect(rows.filter((r) => r.changed).map((r) => r.field)).toEqual(['city']);
  });
});

describe('compareImages', () => {
  it('finds pictures added, removed, moved, made main and given a new alt text', () => {
    const before = [img('a', { isMain: true }), img('b'), img('c')];
    const after = [img('c', { isMain: true }), img('a', { alt_text: 'Fasaden' }), img('d')];
    const changes = compareImages(before, after);
    expect(changes.added.map((i) => i.id)).toEqual(['d']);
    expect(changes.removed.map((i) => i.id)).toEqual(['b']);
    expect(changes.moved.map((m) => [m.image.id, m.from, m.to])).toEqual([
      ['c', 3, 1],
      ['a', 1, 2],
    ]);
    expect(changes.main.map((m) => [m.image.id, m.isMain])).toEqual([
      ['c', true],
      ['a', false],
    ]);
    expect(changes.altText.map((m) => [m.image.id, m.from, m.to])).toEqual([['a', '', 'Fasaden']]);
  });

  it('sees no change when only an entry removed elsewhere shifts the positions', () => {
    const changes = compareImages([img('a'), img('b'), img('c')], [img('a'), img('c')]);
    expect(changes.moved).toEqual([]);
    expect(changes.removed.map((i) => i.id)).toEqual(['b']);
  });

  it("reads a takedown's marker as a picture with its note: removed when only one side holds it, unchanged when both do", () => {
    const marker = { takenDown: true, note: 'Bildet er slettet for godt' };
    const gone = compareImages([img('a'), marker], [img('a')]);
    expect(gone.removed.map((i) => [i.src, i.takenDownNote])).toEqual([['', 'Bildet er slettet for godt']]);
    const both = compareImages([img('a'), marker], [img('a'), marker]);
    expect([...both.added, ...both.removed, ...both.moved]).toEqual([]);
    expect(compareImages(marker, null).removed.map((i) => i.takenDownNote)).toEqual(['Bildet er slettet for godt']);
  });
});
