import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductNode } from '@rms/schema';
import type { SeoFields } from '@rms/schema/seo-limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { useLeaveGuard } from '@/components/ui/leave-guard';
import { NotFound } from '@/components/ui/not-found';
import { Seo } from '@/components/ui/seo';
import { LoadingBlock } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { RequireAdmin } from '@/features/auth';
import { LazyRichTextEditor as RichTextEditor } from '@/features/editor';
import { HistoryPanel } from '@/features/history';
import { PreviewLinksPanel } from '@/features/preview-links';
import { ImageManager } from '@/features/image-manager';
import { getProductQueryOptions, getProductsQueryOptions, orderedImages, useProducts } from '@/features/products';
import { SearchShareSection } from '@/features/search-share';
import { CONFLICT_MESSAGE, isConflict, laterVersion } from '@/lib/conflict';
import { DEFAULT_DESCRIPTION, pageTitle, summarize } from '@/lib/seo';
import { toast } from '@/lib/toast';
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
 * The product editor (spec §4): a draft of title, category and description; images are saved as
 * they change. Lagre sends the modified_at the form started from: when someone saved in between,
 * the answer is 409, the current version is loaded and shown, and the admin's text stays in the form.
 * The draft is a react-hook-form form checked by ProductDetailsSchema; its dirty state drives the leave guard.
 */
function ProductEditor({ product, tree }: { product: ProductNode; tree: ProductNode[] }) {
  const ids = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const form = useForm<ProductDetailsInput, unknown, ProductDetails>({
    resolver: zodResolver(ProductDetailsSchema),
    defaultValues: { title: product.title, description: product.description, category: product.category ?? ROOT_CATEGORY },
  });
  const { isDirty, errors } = form.formState;
  const error = (errors.title ?? errors.description ?? errors.category)?.message;
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [startedFrom, setStartedFrom] = useState(product.modified_at);
  const [conflict, setConflict] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [seo, setSeo] = useState<SeoFields>(product.seo ?? {});
  const seoChanged = JSON.stringify(seo) !== JSON.stringify(product.seo ?? {});
  const { dialog: leaveDialog, allowLeaving } = useLeaveGuard(isDirty || seoChanged || uploading);
  const [typedTitle, typedDescription] = useWatch({ control: form.control, name: ['title', 'description'] });

  const save = form.handleSubmit(async ({ title, description, category }) => {
    setSaving(true);
    try {
      await updateProduct(product.id, {
        title,
        description,
        ...(category !== product.category ? { category } : {}),
        ...(seoChanged ? { seo } : {}),
        // After a conflict the admin has seen the current version: saving again starts from it.
        modified_at: conflict ? product.modified_at : startedFrom,
      });
      toast.success('Produkt oppdatert');
      await queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
      allowLeaving();
      navigate(href.productById(product.id));
    } catch (e) {
      console.warn('Saving the product failed', e);
      if (isConflict(e)) {
        toast.error(CONFLICT_MESSAGE);
        setConflict(true);
        await queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
      } else toast.error('Kunne ikke lagre produktet');
    } finally {
      setSaving(false);
    }
  });

  const remove = async () => {
    if (!(await confirm(deleteConfirmation(product)))) return;
    setDeleting(true);
    try {
      await deleteProduct(product.id, { recursive: product.sub.length > 0 });
      toast.success('Produkt slettet');
      queryClient.removeQueries({ queryKey: getProductQueryOptions(product.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
      // Spec §2 says "back one page", but that page is the deleted product's (a 404): go to its parent.
      const parent = parentOf(tree, product.id);
      allowLeaving();
      navigate(parent ? href.productPath(parent.metadata.path) : paths.products);
    } catch (e) {
      console.warn('Deleting the product failed', e);
      toast.error('Kunne ikke slette produktet. Prøv igjen.');
      setDeleting(false);
    }
  };

  return (
    <div className="container-page py-10">
      <Seo title={`Endre ${product.title}`} noindex />
      <h1 className="text-3xl font-semibold tracking-tight text-navy-950">Endre produkt</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <Controller
          control={form.control}
          name="category"
          render={({ field, fieldState }) => <CategoryPicker nodes={tree} value={field.value} onChange={field.onChange} editing={product} invalid={fieldState.invalid} />}
        />
        <div className="space-y-5">
          <div>
            <label htmlFor={`${ids}-title`} className="field-label">
              Tittel
            </label>
            <input id={`${ids}-title`} {...form.register('title')} maxLength={200} aria-invalid={!!errors.title} className="field-input" />
          </div>
          <div>
            <span className="field-label">Beskrivelse</span>
            <Controller
              control={form.control}
              name="description"
              render={({ field, fieldState }) => <RichTextEditor label="Beskrivelse" value={field.value} onChange={field.onChange} invalid={fieldState.invalid} />}
            />
          </div>
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          {conflict && <ConflictNotice title={product.title} html={product.description} />}
          <div className="flex flex-wrap justify-between gap-3">
            {/* Spec §4: the saving flag blocks delete while busy. */}
            <button type="button" onClick={remove} disabled={saving || deleting} className="btn bg-red-700 text-white hover:bg-red-800">
              Slett produkt
            </button>
            <div className="flex gap-3">
              <button type="button" className="btn-secondary" onClick={() => navigate(-1)} disabled={saving}>
                Avbryt
              </button>
              <button type="button" className="btn-primary" onClick={(e) => void save(e)} disabled={saving || deleting}>
                {saving ? 'Lagrer…' : 'Lagre'}
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="mt-10">
        <ImageManager
          owner={{ kind: 'products', id: product.id }}
          images={product.images}
          version={product.modified_at}
          onBusyChange={setUploading}
          // Its own image changes move the form's starting point on; only someone else's are a conflict.
          onSaved={(version) => setStartedFrom((from) => laterVersion(from, version))}
        />
      </div>
      <div className="mt-10">
        {/* Saved with 'Lagre' above, like the title and text. */}
        <SearchShareSection
          value={seo}
          onChange={setSeo}
          images={product.images}
          fallback={{ title: pageTitle(typedTitle || product.title), description: summarize(typedDescription ?? '') || DEFAULT_DESCRIPTION }}
          fallbackImage={product.metadata.isCategory ? (product.categoryImage ?? undefined) : orderedImages(product.images)[0]}
          path={href.productPath(product.metadata.path)}
        />
      </div>
      {dialog}
      {leaveDialog}
    </div>
  );
}

function ProductEditLoader() {
  const { productId = '' } = useParams();
  const queryClient = useQueryClient();
  // Always the current version: a cached copy may predate inline edits made since (issue 11).
  const { data: product, isPending, isError, isFetchedAfterMount } = useQuery({ ...getProductQueryOptions(productId), refetchOnMount: 'always' });
  const { data: tree } = useProducts();
  // A restored version is shown in a fresh form (the old one held the content before the restore).
  const [restores, setRestores] = useState(0);
  if (isPending || (!isFetchedAfterMount && !isError) || (!tree && !isError)) return <LoadingBlock label="Laster produkt…" />;
  if (isError || !product || !tree) return <NotFound />;
  const reload = () => queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
  return (
    <>
      <ProductEditor key={`${product.id}:${restores}`} product={product} tree={tree.sub} />
      <div className="container-page pb-10">
        <PreviewLinksPanel item={{ kind: 'product', id: product.id }} draft={product.draft === true} />
        <HistoryPanel
          item={{ kind: 'product', id: product.id }}
          current={product}
          version={product.modified_at}
          onRestored={async () => {
            await reload();
            setRestores((n) => n + 1);
          }}
          onConflict={reload}
        />
      </div>
    </>
  );
}

export default function ProductEditRoute() {
  return (
    <RequireAdmin>
      <ProductEditLoader />
    </RequireAdmin>
  );
}
