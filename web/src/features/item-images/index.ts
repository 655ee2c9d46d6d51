// The image manager's public face for other features.
export { default as CategoryImageManager } from './components/category-image-manager';
export { ImageManager } from './components/image-manager';
// The focal-point picker and its call, which the picture library ('Bilder') offers too.
export { patchImageFocus } from './api/image-focus';
export { FocusDialog } from './components/focus-dialog';
