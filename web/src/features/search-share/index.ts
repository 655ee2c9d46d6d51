// 'Søk og deling' for the admin editors. Admin-only: visitor code never imports it.
export { SearchShareSection, type ShareChoice } from './components/search-share-section';
