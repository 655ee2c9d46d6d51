import type { Project } from '@rms/schema';

/** A reference (project) as GET /api/projects sends it: published, no pictures, made and last changed at `created_at`. */
export function projectFixture(id: string, title: string, over: Partial<Project> = {}): Project {
  const created_at = over.created_at ?? '2026-01-01T00:00:00.000Z';
  return { id, title, description: '', images: [], draft: false, created_at, modified_at: created_at, ...over };
}
