// Campaigns' admin face: the 'Kampanjer' screen and the dashboard's warning, loaded with the
// admin area only. Visitors' pages import api/get-campaigns and components/campaign-banner.
export { CampaignAdmin } from './components/campaign-admin';
export { CampaignEndWarning } from './components/campaign-end-warning';
