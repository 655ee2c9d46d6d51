// The product catalogue's public face for other features: its query factories, so admin screens share
// the cache and take every key from them.
export { getProductQueryOptions, useProduct } from './api/get-product';
export { getProductsQueryOptions, useProducts } from './api/get-products';
export { orderedImages } from './lib/product-tree';
