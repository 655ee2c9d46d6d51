// The contact feature's public face for other features (the settings preview shows the team as visitors will).
export { TeamGrid } from './components/team-grid';
// The time trap's token, shared with the site visit booking: one client for both forms.
export { fetchFormToken, tokenForSending, type ReceivedToken } from './lib/read-enquiry-and-token';
