// The image manager's public face for other features.
export { default as CategoryImageManager } from './components/category-image-manager';
export { ImageManager } from './components/image-manager';
