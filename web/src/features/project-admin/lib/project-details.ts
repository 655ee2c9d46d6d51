import { htmlHasText } from '@/features/editor';

export const PROJECT_DETAILS_REQUIRED_MESSAGE = 'Title and description are required';

export interface ProjectDetails {
  title: string;
  description: string;
}

/** Spec §5: a project is valid when title and description are non-empty. */
export function validateProjectDetails(details: ProjectDetails): string | null {
  return details.title.trim() && htmlHasText(details.description) ? null : PROJECT_DETAILS_REQUIRED_MESSAGE;
}
