// The product catalogue's public face for other features: its query factories, so admin screens share
// the cache and take every key from them.
export { getProductQueryOptions, useProduct } from './api/get-product';
export { getProductsQueryOptions, useProducts } from './api/get-products';
export { ancestorsOf, findNodeById, orderedImages, TOP_LEVEL } from './lib/product-tree';
export { getProductCardsQueryOptions, getProductOutlineQueryOptions, getProductPageQueryOptions, useProductCards } from './api/get-products';
export type { ProductCardData, ProductNavNode, ProductPageNode } from './lib/product-views';
