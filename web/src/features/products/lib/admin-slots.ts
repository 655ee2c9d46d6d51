import type { ComponentType } from 'react';

/**
 * The staff's tools on the catalogue's pages, given by the app (app/routes/products), which loads
 * them as separate chunks for signed-in staff only. The catalogue names what it needs here and
 * never imports the product admin feature itself, so the two features do not import each other.
 * Each tool reads the stored node itself (by id), never the visitor's view of it.
 */
export interface ProductAdminSlots {
  Toolbar: ComponentType<{ productId: string }>;
  Title: ComponentType<{ productId: string; className?: string }>;
  Description: ComponentType<{ productId: string; className?: string }>;
  Images: ComponentType<{ productId: string }>;
  CategoryPanel: ComponentType<{ categoryId: string }>;
}
