// Site visits (befaring), the staff side: the body of the Befaring screen and the dashboard's short list of today's and tomorrow's visits.
export { SiteVisitsAdmin } from './components/site-visits-admin';
export { UpcomingVisitsSummary } from './components/upcoming-visits-summary';
