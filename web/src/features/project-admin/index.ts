// Project admin tools for the references' pages. Visitor code imports this only lazily (import()).
export * from './components/project-admin-tools';
// Project Management: delete every project whose title matches a pattern (an admin screen composes it).
export { ProjectManagement } from './components/project-management';
