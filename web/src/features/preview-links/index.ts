// Preview links' public face: admin edit screens only, loaded with them (never by visitors).
export { PreviewLinksPanel, type PreviewLinksPanelProps } from './components/preview-links-panel';
