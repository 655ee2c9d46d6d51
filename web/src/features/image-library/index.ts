// The picture library: the body of the 'Bilder' screen and the dashboard's count of published
// pictures without alt text, routed and composed by app/ and never loaded by visitors.
export { MissingAltSummary } from './components/missing-alt-summary';
export { ImageLibrary } from './components/image-library';
