// The admin area's content: the product and project statistics and the lists their tiles link to.
export { ContentList } from './components/content-list';
export { ProductStatistics, ProjectStatistics } from './components/content-statistics';
