// Visit statistics: the site's visitors, pageviews, sources and devices over a chosen range.
export { VisitStatistics } from './components/visit-stats';
