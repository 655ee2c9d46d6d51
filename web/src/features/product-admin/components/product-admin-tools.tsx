import type { ProductNode } from '@rms/schema';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { href, paths } from '@/config/paths';
import { InlineDescriptionEditor, InlineTitleEditor, PublishState, useDestructiveAction, useItemUpdate } from '@/features/editor';
import { CategoryImageManager, ImageManager } from '@/features/item-images';
import { ancestorsOf, findNodeById, getProductsQueryOptions, useProducts } from '@/features/products';
import { useQueryWhileNavigating } from '@/lib/use-query-while-navigating';
import { deleteProduct, updateProduct } from '../api/products';
import { deleteConfirmation } from '../lib/delete-confirmation';

// The admin tools a visitor screen shows to administrators (loaded with React.lazy from there).
// Each takes the node's id and reads the stored node from the whole tree: a visitor screen holds only
// views of it (no description on a card, no children on a page), never something to save from.

/** The stored node and its parent; suspends while the whole tree first loads (AdminSlot shows the visitor's view meanwhile). */
function useStoredNode(id: string): { node: ProductNode; parent: ProductNode | undefined } | null {
  const { data: tree } = useQueryWhileNavigating(getProductsQueryOptions());
  const node = tree && findNodeById(tree.sub, id);
  if (!tree || !node) return null;
  return { node, parent: ancestorsOf(tree.sub, id).at(-1) };
}

function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
}

/** The node's siblings (its parent's children, or the categories) from the cached tree. */
function siblingsOf(nodes: ProductNode[], id: string): ProductNode[] | undefined {
  if (nodes.some((n) => n.id === id)) return nodes;
  for (const node of nodes) {
    const found = siblingsOf(node.sub, id);
    if (found) return found;
  }
  return undefined;
}

/** The messages of a product's one-click changes (publish, move). */
const UPDATE_MESSAGES = { success: 'Produkt oppdatert', failure: 'Kunne ikke lagre produktet' };

/** Inline title editing: 'Tittel oppdatert' / 'Kunne ikke oppdatere tittel'. */
export function ProductTitleAdmin({ productId, className, as = 'h1' }: { productId: string; className?: string; as?: 'h1' | 'h2' | 'p' }) {
  const invalidate = useInvalidateProducts();
  const product = useStoredNode(productId)?.node;
  if (!product) return null;
  return (
    <InlineTitleEditor
      title={product.title}
      version={product.modified_at}
      as={as}
      className={className}
      messages={{ success: 'Tittel oppdatert', failure: 'Kunne ikke oppdatere tittel' }}
      save={(patch) => updateProduct(product.id, patch)}
      reload={invalidate}
    />
  );
}

/** The description with its editor. */
export function ProductDescriptionAdmin({ productId, className }: { productId: string; className?: string }) {
  const invalidate = useInvalidateProducts();
  const product = useStoredNode(productId)?.node;
  if (!product) return null;
  const save = (patch: { description: string }) => updateProduct(product.id, patch);
  return <InlineDescriptionEditor key={product.id} html={product.description} version={product.modified_at} className={className} save={save} reload={invalidate} />;
}

/** The product's image manager, below its gallery. */
export function ProductImagesAdmin({ productId }: { productId: string }) {
  const product = useStoredNode(productId)?.node;
  if (!product) return null;
  return <ImageManager key={product.id} owner={{ kind: 'products', id: product.id }} images={product.images} version={product.modified_at} title="Administrer bilder" />;
}

/** 'Flytt opp' / 'Flytt ned' among the node's siblings (PUT with the new index). */
function SiblingOrder({ node }: { node: ProductNode }) {
  const { data: tree } = useProducts();
  const { busy, update } = useItemUpdate(useInvalidateProducts(), UPDATE_MESSAGES);
  const siblings = tree ? (siblingsOf(tree.sub, node.id) ?? []) : [];
  const position = siblings.findIndex((s) => s.id === node.id);
  if (position < 0 || siblings.length < 2) return null;

  // A move changes no text and is computed from the tree as shown: it is not version-checked, so an
  // image change still being reloaded cannot make it a false conflict.
  const move = (to: number) => update(() => updateProduct(node.id, { index: to }));

  return (
    <div role="group" aria-label="Rekkefølge" className="flex items-center gap-1">
      <button type="button" className="btn-secondary px-3 py-1.5" disabled={busy || position === 0} onClick={() => void move(position - 1)}>
        ↑ Flytt opp
      </button>
      <button type="button" className="btn-secondary px-3 py-1.5" disabled={busy || position === siblings.length - 1} onClick={() => void move(position + 1)}>
        ↓ Flytt ned
      </button>
      <span className="ml-1 text-xs text-slate-600 tabular-nums" data-testid="sibling-position">
        {position + 1} av {siblings.length}
      </span>
    </div>
  );
}

/** Delete after the product delete question; a node with children is deleted with its sub-tree. */
function DeleteProductButton({ node, parent }: { node: ProductNode; parent: ProductNode | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { run, busy, dialog } = useDestructiveAction();
  const remove = () =>
    run({
      question: deleteConfirmation(node),
      perform: () => deleteProduct(node.id, { recursive: node.sub.length > 0 }),
      success: 'Produkt slettet',
      failure: 'Kunne ikke slette produktet',
      // From the product screen, back to the parent, the category or the product list.
      leave: () => navigate(parent ? href.productPath(parent.metadata.path) : paths.products),
      refresh: () => queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey }),
    });
  return (
    <>
      <button type="button" onClick={() => void remove()} disabled={busy} className="btn px-3 py-1.5 text-red-800 ring-1 ring-red-300 hover:bg-red-50">
        Slett
      </button>
      {dialog}
    </>
  );
}

/** 'Utkast' / 'Publisert' and the switch between them (visitors never see a draft or what is under it). */
function PublishToggle({ node }: { node: ProductNode }) {
  const { busy, update } = useItemUpdate(useInvalidateProducts(), UPDATE_MESSAGES);
  return (
    <>
      <PublishState draft={node.draft} window={node} />
      <button type="button" onClick={() => void update(() => updateProduct(node.id, { draft: !node.draft, modified_at: node.modified_at }))} disabled={busy} className="btn-secondary px-3 py-1.5">
        {node.draft ? 'Publiser' : 'Avpubliser'}
      </button>
    </>
  );
}

function AddProductLink({ category }: { category?: string | undefined }) {
  return (
    <Link to={category ? `${paths.productNew}?kategori=${encodeURIComponent(category)}` : paths.productNew} className="btn-primary px-3 py-1.5">
      + Legg til produkt
    </Link>
  );
}

/** A node's tools: add below it, edit, delete, reorder, publish. */
function NodeTools({ node, parent, addUnder }: { node: ProductNode; parent: ProductNode | undefined; addUnder: string | undefined }) {
  return (
    <>
      <AddProductLink category={addUnder} />
      <Link to={href.productEdit(node.id)} className="btn-secondary px-3 py-1.5">
        Rediger
      </Link>
      <DeleteProductButton node={node} parent={parent} />
      <SiblingOrder node={node} />
      <PublishToggle node={node} />
    </>
  );
}

/** The admin bar of a product or sub-product: add below it, edit, delete, reorder. */
export function ProductToolbar({ productId }: { productId: string }) {
  const stored = useStoredNode(productId);
  if (!stored) return null;
  const { node: product, parent } = stored;
  // A sub-product (level 2) cannot have children: new products go beside it instead.
  const addUnder = product.metadata.level < 2 ? product.id : (parent?.id ?? undefined);
  return (
    <div role="toolbar" aria-label="Produktadministrasjon" className="flex flex-wrap items-center gap-2 rounded-lg bg-sand-100 p-2">
      <NodeTools node={product} parent={parent} addUnder={addUnder} />
    </div>
  );
}

/** The landing's admin bar: 'Legg til produkt'. */
export function ProductListToolbar() {
  return (
    <div role="toolbar" aria-label="Produktadministrasjon" className="mb-6 flex flex-wrap items-center gap-2 rounded-lg bg-sand-100 p-2">
      <AddProductLink />
    </div>
  );
}

/** A category's admin panel: its title, add/edit/delete/reorder and the category image manager. */
export function CategoryAdminPanel({ categoryId }: { categoryId: string }) {
  const category = useStoredNode(categoryId)?.node;
  if (!category) return null;
  return (
    <div className="mb-6 space-y-3 rounded-lg bg-sand-100 p-3">
      <ProductTitleAdmin productId={category.id} as="p" className="text-lg font-semibold text-navy-950" />
      <div role="toolbar" aria-label="Kategoriadministrasjon" className="flex flex-wrap items-center gap-2">
        <NodeTools node={category} parent={undefined} addUnder={category.id} />
      </div>
      <CategoryImageManager categoryId={category.id} image={category.categoryImage} version={category.modified_at} />
    </div>
  );
}
