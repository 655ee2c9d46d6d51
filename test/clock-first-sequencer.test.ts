import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import ClockFirstSequencer from './clock-first-sequencer';

/** A spec as the sequencer sees it: its project's name, group and isolation, and its file. */
const spec = (project: string, groupOrder: number, file: string) =>
  ({ project: { name: project, config: { sequence: { groupOrder }, isolate: false } }, moduleId: `/repo/${file}` }) as unknown as TestSpecification;

/** No cached results or file sizes: Vitest keeps the given order within a project. */
const ctx = { cache: { getFileTestResults: () => undefined, getFileStats: () => undefined }, config: { root: '/repo' } } as unknown as Vitest;

describe('ClockFirstSequencer', () => {
  it('starts the e2e-clock files first in their group and leaves the groups and the other projects in order', async () => {
    const files = [
      spec('e2e-serial', 3, 'e2e/serial/a.e2e.ts'),
      spec('e2e-admin', 2, 'e2e/admin/a.e2e.ts'),
      spec('e2e-clock', 2, 'e2e/clock/a.e2e.ts'),
      spec('e2e-admin', 2, 'e2e/admin/b.e2e.ts'),
      spec('e2e', 1, 'e2e/a.e2e.ts'),
    ];
    const sorted = await new ClockFirstSequencer(ctx).sort(files);
    expect(sorted.map((s) => `${s.project.name} ${s.moduleId}`)).toEqual([
      'e2e /repo/e2e/a.e2e.ts',
      'e2e-clock /repo/e2e/clock/a.e2e.ts',
      'e2e-admin /repo/e2e/admin/a.e2e.ts',
      'e2e-admin /repo/e2e/admin/b.e2e.ts',
      'e2e-serial /repo/e2e/serial/a.e2e.ts',
    ]);
  });
});
