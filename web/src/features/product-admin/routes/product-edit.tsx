import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductNode } from '@rms/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { href, paths } from '@/config/paths';
import { DetailsFields, EditScreen, ItemEditPage, useDestructiveAction, useItemEditor } from '@/features/editor';
import { ImageManager } from '@/features/item-images';
import { getProductQueryOptions, getProductsQueryOptions, orderedImages, useProducts } from '@/features/products';
import { SearchShareSection } from '@/features/search-share';
import { DEFAULT_DESCRIPTION, pageTitle, summarize } from '@/lib/seo';
import { deleteProduct, updateProduct } from '../api/products';
import { CategoryPicker } from '../components/category-picker';
import { deleteConfirmation } from '../lib/delete-confirmation';
import { ProductDetailsSchema, ROOT_CATEGORY, type ProductDetails, type ProductDetailsInput } from '../lib/product-details';

/** A node's parent in the tree (undefined for a category). */
function parentOf(nodes: ProductNode[], id: string, parent?: ProductNode): ProductNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return parent;
    const found = parentOf(node.sub, id, node);
    if (found) return found;
  }
  return undefined;
}

/**
 * The product editor: a draft of title, category, description, window and the search and share fields,
 * all saved by the one 'Lagre', which keeps the editor open ('Lagre og vis' then shows the page);
 * images are saved as they change. 'Slett produkt' waits in the bar's 'Mer'. Saving, conflicts and
 * the leave guard are the editors' one hook (useItemEditor). A busy save blocks the delete.
 */
function ProductEditor({ product, tree }: { product: ProductNode; tree: ProductNode[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const destructive = useDestructiveAction();
  const form = useForm<ProductDetailsInput, unknown, ProductDetails>({
    resolver: zodResolver(ProductDetailsSchema),
    defaultValues: { title: product.title, description: product.description, category: product.category ?? ROOT_CATEGORY },
  });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
  const editor = useItemEditor({ form, stored: product, itemQuery: getProductQueryOptions, listKey: getProductsQueryOptions().queryKey });
  const { seo, schedule } = editor;
  const [typedTitle, typedDescription] = useWatch({ control: form.control, name: ['title', 'description'] });

  /** Saves everything the screen holds; 'Lagre' stays in the editor, 'Lagre og vis' then shows the product's page. */
  const save = (view: boolean) =>
    form.handleSubmit(async (typed) => {
      if (schedule.problem) return;
      const saved = await editor.save({
        send: (from) =>
          updateProduct(product.id, {
            title: typed.title,
            description: typed.description,
            ...(typed.category !== product.category ? { category: typed.category } : {}),
            ...(editor.seoChanged ? { seo } : {}),
            ...schedule.patch,
            modified_at: from,
          }),
        success: 'Produkt oppdatert',
        failure: 'Kunne ikke lagre produktet',
      });
      if (saved && view) editor.leave(() => navigate(href.productById(product.id)))();
    })();

  // The deleted product's own page would be a 404: go to its parent instead.
  const parent = parentOf(tree, product.id);
  const remove = () =>
    destructive.run({
      question: deleteConfirmation(product),
      perform: () => deleteProduct(product.id, { recursive: product.sub.length > 0 }),
      success: 'Produkt slettet',
      failure: 'Kunne ikke slette produktet. Prøv igjen.',
      leave: editor.leave(() => navigate(parent ? href.productPath(parent.metadata.path) : paths.products)),
      refresh: async () => {
        queryClient.removeQueries({ queryKey: getProductQueryOptions(product.id).queryKey });
        await invalidate();
      },
    });

  return (
    <ItemEditPage
      heading="Endre produkt"
      tabTitle={`Endre ${product.title}`}
      editor={editor}
      aside={
        <Controller
          control={form.control}
          name="category"
          render={({ field, fieldState }) => <CategoryPicker nodes={tree} value={field.value} onChange={field.onChange} editing={product} invalid={fieldState.invalid} />}
        />
      }
      details={<DetailsFields control={form.control} />}
      images={
        <ImageManager
          owner={{ kind: 'products', id: product.id }}
          images={product.images}
          version={product.modified_at}
          onBusyChange={editor.setUploading}
          // Its own image changes move the form's starting point on; only someone else's are a conflict.
          onSaved={editor.noteVersion}
        />
      }
      searchShare={
        <SearchShareSection
          value={seo}
          onChange={editor.setSeo}
          images={product.images}
          fallback={{ title: pageTitle(typedTitle || product.title), description: summarize(typedDescription ?? '') || DEFAULT_DESCRIPTION }}
          fallbackImage={product.metadata.isCategory ? (product.categoryImage ?? undefined) : orderedImages(product.images)[0]}
          path={href.productPath(product.metadata.path)}
        />
      }
      onSave={(view) => void save(view)}
      onCancel={() => navigate(-1)}
      remove={{ label: 'Slett produkt', onSelect: () => void remove(), disabled: destructive.busy }}
      busy={destructive.busy}
      dialogs={destructive.dialog}
    />
  );
}

/** /produkter/endre/:productId: the product's one-page editor, once the product and the tree have loaded. */
export function ProductEditScreen() {
  const { productId = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery({ ...getProductQueryOptions(productId), refetchOnMount: 'always' });
  const { data: tree } = useProducts();
  const reload = () => queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
  return (
    <EditScreen kind="product" query={query} ready={!!tree} loadingLabel="Laster produkt…" reload={reload}>
      {(product) => <ProductEditor product={product} tree={tree!.sub} />}
    </EditScreen>
  );
}
