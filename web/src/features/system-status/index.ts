// System status: the health of every service the site depends on, and the admin's debug header.
export { SystemStatus, SystemStatusSummary } from './components/system-status';
