// Site visits (befaring), the staff side: the Befaring screen and the dashboard's short list of today's and tomorrow's visits.
export { UpcomingVisitsSummary } from './components/upcoming-visits-summary';
