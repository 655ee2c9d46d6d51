import { windowProblem, type Window } from '@rms/schema';
import { ValidationError } from '../../errors';

/** The window edges an update sends, to be stored as they are (null clears one); the others stay. */
export function windowChanges(input: Window): { publishAt?: string | null; unpublishAt?: string | null } {
  return {
    ...(input.publishAt !== undefined ? { publishAt: input.publishAt } : {}),
    ...(input.unpublishAt !== undefined ? { unpublishAt: input.unpublishAt } : {}),
  };
}

/**
 * The window an update leaves (the stored edges with the sent ones over them) must end after it
 * starts: else a 400 naming unpublishAt, before anything is written.
 */
export function assertWindow(stored: Window, input: Window): void {
  const problem = windowProblem({ ...stored, ...windowChanges(input) });
  if (problem) throw new ValidationError(problem.message, [problem]);
}
