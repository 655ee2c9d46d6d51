// The product catalogue's public face for other features: its query, so admin screens share the cache.
export { productsQueryKey, useProducts } from './api/get-products';
