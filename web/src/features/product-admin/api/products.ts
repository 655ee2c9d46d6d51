import {
  DeleteResultSchema,
  ProductCreateResultSchema,
  ProductNodeSchema,
  type DeleteResult,
  type ProductCreateInput,
  type ProductCreateResult,
  type ProductNode,
  type ProductUpdateInput,
} from '@rms/schema';
import { apiRequest } from '@/lib/api-client';

// Reading a product (GET /api/products/{id}) is the catalogue's: getProductQueryOptions in '@/features/products'.
const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

/**
 * POST /api/products: the client sends id, title, description, images, category, sub
 * and index; the answer is the whole tree plus the created node.
 */
export function createProduct(input: ProductCreateInput & { sub?: [] }): Promise<ProductCreateResult> {
  return apiRequest({ operation: 'createProductApiProductsPost', path: '/api/products', method: 'POST', body: input, schema: ProductCreateResultSchema });
}

/** PUT /api/products/{id}: any of title, description, images, category, index (a move). */
export function updateProduct(id: string, input: ProductUpdateInput): Promise<ProductNode> {
  return apiRequest({ operation: 'updateProduct', path: productPath(id), method: 'PUT', body: { id, ...input }, schema: ProductNodeSchema });
}

/** DELETE /api/products/{id}; `recursive` also deletes what is below it. */
export function deleteProduct(id: string, { recursive = false }: { recursive?: boolean } = {}): Promise<DeleteResult> {
  return apiRequest({ operation: 'deleteProduct', path: `${productPath(id)}${recursive ? '?recursive=true' : ''}`, method: 'DELETE', schema: DeleteResultSchema });
}
