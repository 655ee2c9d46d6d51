// Content statistics: how many categories, products and projects (drafts and published) the site holds.
export { ProductStatistics, ProjectStatistics } from './components/content-statistics';
