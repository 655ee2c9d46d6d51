import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, except that the e2e-clock project's files start first in their group: they spend
 * most of their time waiting for a minute to pass, which the admin files beside them fill. Vitest
 * itself starts projects of one group in the order of their names, which would leave the clock
 * file for last, its wait on nobody's time but its own (decision 137).
 */
export default class ClockFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    const first = (spec: TestSpecification) => (spec.project.name === 'e2e-clock' ? 0 : 1);
    // Array.prototype.sort is stable: within a group and a rank, Vitest's order stays.
    return sorted.sort((a, b) => group(a) - group(b) || first(a) - first(b));
  }
}
