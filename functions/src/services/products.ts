import type { ProductTree } from '@rms/schema';
import type { Firestore } from '../adapters/firebase';
import { buildProductTree, toProductDoc } from './product-tree';

export const PRODUCTS = 'products';

/** The whole product tree, built from the flat documents in one read. */
export async function getProductTree(db: Firestore): Promise<ProductTree> {
  const snap = await db.collection(PRODUCTS).get();
  return buildProductTree(snap.docs.map((d) => toProductDoc(d.id, d.data())));
}
