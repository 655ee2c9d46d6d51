import { describe, expect, it } from 'vitest';
import { ProductCreateSchema } from './product';
import { ProjectUpdateSchema } from './project';
import { fromOsloInput, insideWindow, toOsloInput, windowEdges, windowLabel, windowProblem } from './schedule';

describe('Oslo time in the editors', () => {
  it('reads a datetime-local value as Oslo time, in winter and in summer', () => {
    expect(fromOsloInput('2027-03-01T07:00')).toBe('2027-03-01T07:00:00+01:00');
    expect(fromOsloInput('2027-06-15T07:00')).toBe('2027-06-15T07:00:00+02:00');
    expect(Date.parse(fromOsloInput('2027-03-01T07:00')!)).toBe(Date.parse('2027-03-01T06:00:00Z'));
  });

  it('reads the hours next to the changes to and from summer time with the offset then', () => {
    expect(fromOsloInput('2027-03-28T01:30')).toBe('2027-03-28T01:30:00+01:00');
    expect(fromOsloInput('2027-03-28T03:30')).toBe('2027-03-28T03:30:00+02:00');
    expect(fromOsloInput('2027-10-31T04:00')).toBe('2027-10-31T04:00:00+01:00');
  });

  it('shows a stored instant back in Oslo time, and an empty field for none or nonsense', () => {
    expect(toOsloInput('2027-03-01T06:00:00.000Z')).toBe('2027-03-01T07:00');
    expect(toOsloInput('2027-06-15T05:00:00.000Z')).toBe('2027-06-15T07:00');
    expect(toOsloInput(null)).toBe('');
    expect(fromOsloInput('')).toBeNull();
    expect(fromOsloInput('1. mars')).toBeNull();
  });

  it("tells staff when an item is published and unpublished, in Norwegian ('Publiseres 1. mars kl. 07.00')", () => {
    const now = new Date('2027-01-15T12:00:00Z');
    expect(windowLabel({ publishAt: '2027-03-01T06:00:00.000Z' }, now)).toBe('Publiseres 1. mars kl. 07.00');
    expect(windowLabel({ publishAt: '2027-03-01T06:00:00.000Z', unpublishAt: '2027-04-30T21:59:00.000Z' }, now)).toBe('Publiseres 1. mars kl. 07.00, avpubliseres 30. april kl. 23.59');
    expect(windowLabel({ unpublishAt: '2027-04-30T21:59:00.000Z' }, now)).toBe('Avpubliseres 30. april kl. 23.59');
    expect(windowLabel({ unpublishAt: '2026-12-01T08:00:00.000Z' }, now)).toBe('Avpublisert 1. desember 2026 kl. 09.00');
    expect(windowLabel({}, now)).toBeNull();
  });
});

describe('a publishing window', () => {
  const window = { publishAt: '2027-03-01T06:00:00.000Z', unpublishAt: '2027-03-02T06:00:00.000Z' };

  it('holds from publishAt (inclusive) until unpublishAt (exclusive)', () => {
    expect(insideWindow(window, Date.parse(window.publishAt) - 1)).toBe(false);
    expect(insideWindow(window, Date.parse(window.publishAt))).toBe(true);
    expect(insideWindow(window, Date.parse(window.unpublishAt) - 1)).toBe(true);
    expect(insideWindow(window, Date.parse(window.unpublishAt))).toBe(false);
    expect(insideWindow({}, 0)).toBe(true);
  });

  it('lists every edge once, in order', () => {
    expect(windowEdges([window, { publishAt: window.unpublishAt }, {}])).toEqual([Date.parse(window.publishAt), Date.parse(window.unpublishAt)]);
  });

  it('must end after it starts: a create names unpublishAt; an update body is checked against the stored edges by the server', () => {
    expect(windowProblem({ publishAt: window.unpublishAt, unpublishAt: window.publishAt })).toEqual({ path: 'unpublishAt', message: 'unpublishAt must be after publishAt' });
    const bad = ProductCreateSchema.safeParse({ title: 'Vår', ...window, unpublishAt: window.publishAt });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['unpublishAt']);
    const ok = ProductCreateSchema.parse({ title: 'Vår', publishAt: '2027-03-01T07:00:00+01:00', unpublishAt: null });
    expect(ok).toMatchObject({ publishAt: '2027-03-01T06:00:00.000Z', unpublishAt: null });
    expect(ProjectUpdateSchema.safeParse({ publishAt: '2027-03-01T07:00' }).success).toBe(false);
  });
});
