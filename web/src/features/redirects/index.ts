// Redirects' public face (issue #26): the admin dashboard's 'Omdirigeringer' panel, loaded with it (never by visitors).
export { RedirectList } from './components/redirect-list';
