// Product admin tools for the catalogue's pages. Visitor code imports this only lazily (import()).
export * from './components/product-admin-tools';
