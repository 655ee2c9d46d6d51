// The product catalogue's public face for other features: its query factories, so admin screens share
// the cache and take every key from them.
export { getProductQueryOptions, useProduct } from './api/get-product';
export { getProductsQueryOptions, useProducts } from './api/get-products';
export { ancestorsOf, findNodeById, orderedImages } from './lib/product-tree';
export { getProductCardsQueryOptions, getProductOutlineQueryOptions, getProductPageQueryOptions, useProductCards } from './api/get-products';
export { TOP_LEVEL, type ProductCardData, type ProductNavNode, type ProductPageNode } from './lib/product-views';
