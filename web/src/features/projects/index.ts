// The projects' public face for other features: their queries, so admin screens share the cache.
export { getProjectQueryOptions } from './api/get-project';
export { getProjectsQueryOptions, useProjects } from './api/get-projects';
export { getProjectCardsQueryOptions, useProjectCards, type ProjectCard } from './api/get-projects';
