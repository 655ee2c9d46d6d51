// Campaigns' public face for other features: the list's query (staff get every campaign, visitors the
// running ones), so an admin screen shares its cache. The admin screen itself is ./admin.
export { getCampaignsQueryOptions } from './api/get-campaigns';
