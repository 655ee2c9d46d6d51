// Sales: how the enquiries fared (quotes, wins, losses) per month, source, campaign and product.
export { SalesReportPanel } from './components/sales-report';
export { SalesSummary } from './components/sales-summary';
