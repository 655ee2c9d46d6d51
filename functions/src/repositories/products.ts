import { ImageSchema, SeoSchema, compactSeo, type Image, type StoredProductDoc, type Window } from '@rms/schema';
import type { DocumentData, Firestore, Transaction, Writer } from './writer';

export const PRODUCTS = 'products';

/** A product document as stored, with its id: one flat document per tree node. */
export type ProductDoc = StoredProductDoc & { id: string };

/** Reads a stored document defensively: a malformed image entry is dropped, not fatal. */
export function toProductDoc(id: string, data: Record<string, unknown>): ProductDoc {
  const images = Array.isArray(data.images) ? data.images.flatMap((i) => {
    const parsed = ImageSchema.safeParse(i);
    return parsed.success ? [parsed.data] : [];
  }) : [];
  const categoryImage = ImageSchema.safeParse(data.categoryImage);
  const seo = SeoSchema.safeParse(data.seo);
  return {
    id,
    title: typeof data.title === 'string' ? data.title : id,
    description: typeof data.description === 'string' ? data.description : '',
    images,
    category: typeof data.category === 'string' && data.category ? data.category : null,
    index: typeof data.index === 'number' ? data.index : 0,
    categoryImage: categoryImage.success ? categoryImage.data : null,
    ...(data.draft === true ? { draft: true } : {}),
    ...(seo.success && Object.keys(compactSeo(seo.data)).length ? { seo: compactSeo(seo.data) } : {}),
    ...storedWindow(data),
    ...(typeof data.created_at === 'string' ? { created_at: data.created_at } : {}),
    ...(typeof data.modified_at === 'string' ? { modified_at: data.modified_at } : {}),
  };
}

/** A stored window edge is kept only when it is an instant; a missing or cleared one is left out. */
export function storedWindow(data: Record<string, unknown>): Window {
  const edge = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : undefined);
  const publishAt = edge(data.publishAt);
  const unpublishAt = edge(data.unpublishAt);
  return { ...(publishAt ? { publishAt } : {}), ...(unpublishAt ? { unpublishAt } : {}) };
}

/** `products/{id}`: every node of the product tree (categories, products, sub-products) as one flat document. */
export class ProductRepository {
  constructor(private readonly db: Firestore) {}

  private ref(id: string) {
    return this.db.collection(PRODUCTS).doc(id);
  }

  /** Every product document (the tree is built from them), read in `tx` when given. */
  async all(tx?: Transaction): Promise<ProductDoc[]> {
    const col = this.db.collection(PRODUCTS);
    const snap = tx ? await tx.get(col) : await col.get();
    return snap.docs.map((d) => toProductDoc(d.id, d.data()));
  }

  /** The document exactly as stored (undefined when there is none): image-list edits keep entries they cannot parse. */
  async stored(id: string, tx?: Transaction): Promise<DocumentData | undefined> {
    const snap = tx ? await tx.get(this.ref(id)) : await this.ref(id).get();
    return snap.exists ? snap.data() : undefined;
  }

  async count(): Promise<number> {
    return (await this.db.collection(PRODUCTS).count().get()).data().count;
  }

  /** Reads one document: proves Firestore answers. */
  async probe(): Promise<void> {
    await this.db.collection(PRODUCTS).limit(1).get();
  }

  /** Creates the node's document (its id is the document id, not a field); fails when it exists. */
  create(tx: Transaction, doc: ProductDoc): void {
    const { id, ...data } = doc;
    tx.create(this.ref(id), data);
  }

  update(writer: Writer, id: string, changes: Partial<StoredProductDoc>): void {
    writer.update(this.ref(id), changes);
  }

  /** Replaces the stored image list (entries kept as stored) and `modified_at`. */
  updateImages(tx: Transaction, id: string, images: DocumentData[], modifiedAt: string): void {
    tx.update(this.ref(id), { images, modified_at: modifiedAt });
  }

  /** Sets (or clears, with null) a category's image and `modified_at`. */
  updateCategoryImage(tx: Transaction, id: string, image: Image | null, modifiedAt: string): void {
    tx.update(this.ref(id), { categoryImage: image, modified_at: modifiedAt });
  }

  delete(writer: Writer, id: string): void {
    writer.delete(this.ref(id));
  }
}
