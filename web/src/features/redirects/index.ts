// Redirects' public face: the admin dashboard's 'Omdirigeringer' panel, loaded with it (never by visitors).
export { RedirectList } from './components/redirect-list';
