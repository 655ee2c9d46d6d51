// Quotes: the staff's quote editor on an enquiry, and the dashboard's quotes about to expire (decision 152).
export { QuotePanel } from './components/quote-panel';
export { ExpiringQuotes } from './components/expiring-quotes';
