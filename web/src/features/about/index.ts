// The about feature's public face for other features (the settings preview shows the partners as visitors will).
export { PartnersSection } from './components/partners-section';
