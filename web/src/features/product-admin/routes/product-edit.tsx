import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductNode } from '@rms/schema';
import type { SeoFields } from '@rms/schema/seo-limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { useLeaveGuard } from '@/components/ui/leave-guard';
import { Seo } from '@/components/ui/seo';
import { href, paths } from '@/config/paths';
import { RequireStaff } from '@/features/auth';
import { DetailsFields, EditorActionBar, EditScreen, useDestructiveAction, useWindowDraft, WindowFields } from '@/features/editor';
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
 * The product editor: a draft of title, category, description and the search and share fields,
 * all saved by the one 'Lagre', which keeps the editor open ('Lagre og vis' then shows the page);
 * images are saved as they change. 'Slett produkt' waits in the bar's 'Mer'. Lagre sends the modified_at the
 * form started from: when someone saved in between, the answer is 409, the current version is loaded
 * and shown, and the admin's text stays in the form. The draft is a react-hook-form form checked by
 * ProductDetailsSchema; its dirty state drives the leave guard. A busy save blocks the delete.
 */
function ProductEditor({ product, tree }: { product: ProductNode; tree: ProductNode[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const destructive = useDestructiveAction();
  const form = useForm<ProductDetailsInput, unknown, ProductDetails>({
    resolver: zodResolver(ProductDetailsSchema),
    defaultValues: { title: product.title, description: product.description, category: product.category ?? ROOT_CATEGORY },
  });
  const { isDirty } = form.formState;
  const [saving, setSaving] = useState(false);
  const [startedFrom, setStartedFrom] = useState(product.modified_at);
  const [conflict, setConflict] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [seo, setSeo] = useState<SeoFields>(product.seo ?? {});
  const seoChanged = JSON.stringify(seo) !== JSON.stringify(product.seo ?? {});
  const schedule = useWindowDraft(product);
  const { dialog: leaveDialog, allowLeaving } = useLeaveGuard(isDirty || seoChanged || schedule.changed || uploading);
  const [typedTitle, typedDescription] = useWatch({ control: form.control, name: ['title', 'description'] });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });

  /** Saves everything the screen holds; 'Lagre' stays in the editor, 'Lagre og vis' then shows the product's page. */
  const save = (view: boolean) =>
    form.handleSubmit(async (typed) => {
      if (schedule.problem) return;
      setSaving(true);
      try {
        const saved = await updateProduct(product.id, {
          title: typed.title,
          description: typed.description,
          ...(typed.category !== product.category ? { category: typed.category } : {}),
          ...(seoChanged ? { seo } : {}),
          ...schedule.patch,
          // After a conflict the admin has seen the current version: saving again starts from it.
          modified_at: conflict ? product.modified_at : startedFrom,
        });
        toast.success('Produkt oppdatert');
        // What was saved is the form's new starting point: not dirty, and the next save starts from this version.
        form.reset({ title: typed.title, description: typed.description, category: typed.category });
        setStartedFrom(saved.modified_at);
        setConflict(false);
        setSeo(saved.seo ?? {});
        schedule.reset(saved);
        await invalidate();
        if (view) {
          allowLeaving();
          navigate(href.productById(product.id));
        }
      } catch (e) {
        console.warn('Saving the product failed', e);
        if (isConflict(e)) {
          toast.error(CONFLICT_MESSAGE);
          setConflict(true);
          await invalidate();
        } else toast.error('Kunne ikke lagre produktet');
      } finally {
        setSaving(false);
      }
    })();

  // The deleted product's own page would be a 404: go to its parent instead.
  const parent = parentOf(tree, product.id);
  const remove = () =>
    destructive.run({
      question: deleteConfirmation(product),
      perform: () => deleteProduct(product.id, { recursive: product.sub.length > 0 }),
      success: 'Produkt slettet',
      failure: 'Kunne ikke slette produktet. Prøv igjen.',
      leave: () => {
        allowLeaving();
        navigate(parent ? href.productPath(parent.metadata.path) : paths.products);
      },
      refresh: async () => {
        queryClient.removeQueries({ queryKey: getProductQueryOptions(product.id).queryKey });
        await invalidate();
      },
    });

  return (
    <div className="container-page pt-10">
      <Seo title={`Endre ${product.title}`} noindex />
      <h1 className="text-3xl font-semibold tracking-tight text-navy-950">Endre produkt</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <Controller
          control={form.control}
          name="category"
          render={({ field, fieldState }) => <CategoryPicker nodes={tree} value={field.value} onChange={field.onChange} editing={product} invalid={fieldState.invalid} />}
        />
        <div className="min-w-0 space-y-5">
          <DetailsFields control={form.control} />
          <WindowFields value={schedule.value} onChange={schedule.onChange} problem={schedule.problem} />
          {conflict && <ConflictNotice title={product.title} html={product.description} />}
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
        <SearchShareSection
          value={seo}
          onChange={setSeo}
          images={product.images}
          fallback={{ title: pageTitle(typedTitle || product.title), description: summarize(typedDescription ?? '') || DEFAULT_DESCRIPTION }}
          fallbackImage={product.metadata.isCategory ? (product.categoryImage ?? undefined) : orderedImages(product.images)[0]}
          path={href.productPath(product.metadata.path)}
        />
      </div>
      <EditorActionBar
        onSave={() => void save(false)}
        onSaveAndView={() => void save(true)}
        onCancel={() => navigate(-1)}
        saving={saving}
        busy={destructive.busy}
        more={[{ label: 'Slett produkt', onSelect: () => void remove(), disabled: destructive.busy }]}
      />
      {destructive.dialog}
      {leaveDialog}
    </div>
  );
}

function ProductEditLoader() {
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

export default function ProductEditRoute() {
  return (
    <RequireStaff>
      <ProductEditLoader />
    </RequireStaff>
  );
}
