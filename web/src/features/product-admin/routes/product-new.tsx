import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductNode } from '@rms/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Seo } from '@/components/ui/seo';
import { LoadingBlock } from '@/components/ui/spinner';
import { WizardSteps } from '@/components/ui/wizard-steps';
import { href, paths } from '@/config/paths';
import { DetailsFields, discardDraftQuestion, useDestructiveAction, useItemEditor, WindowFields, WizardDetailsFooter, WizardImagesFooter, WizardImagesStep } from '@/features/editor';
import { ImageManager } from '@/features/item-images';
import { getProductQueryOptions, getProductsQueryOptions, useProduct, useProducts } from '@/features/products';
import { createProduct, deleteProduct, updateProduct } from '../api/products';
import { CategoryPicker } from '../components/category-picker';
import { createFailureReason } from '../lib/create-failure';
import { hasEnoughImages, newProductId, ProductDetailsSchema, type ProductDetails, type ProductDetailsInput } from '../lib/product-details';

const STEPS = ['Detaljer', 'Bilder'] as const;

export const DISCARD_PRODUCT_QUESTION = 'Vil du forkaste det nye produktet?';

interface ImagesStepProps {
  created: ProductNode;
  onCount: (n: number) => void;
  onBusy: (busy: boolean) => void;
  onSaved: (version: string | undefined) => void;
}

function ImagesStep({ created, onCount, onBusy, onSaved }: ImagesStepProps) {
  // The node as the server has it now (images arrive through uploads); the created one until then.
  const { data } = useProduct(created.id);
  const product = data ?? created;
  return <ImageManager owner={{ kind: 'products', id: product.id }} images={product.images} version={product.modified_at} onImagesChange={onCount} onBusyChange={onBusy} onSaved={onSaved} />;
}

/**
 * The add-product wizard: Detaljer (category, title, description), then Bilder.
 * The first 'Neste: Legg til bilder' creates the product as a draft, which visitors do not see;
 * 'Ferdig' publishes it once no upload is running; 'Avbryt' (after a question) deletes it again.
 * The image step stays mounted once it exists, so uploads keep their progress while the admin
 * looks at the details again. Saving, conflicts and the leave guard are the editors' one hook (useItemEditor).
 */
export function ProductNewScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const { data: tree, isPending } = useProducts();
  const [step, setStep] = useState(0);
  const form = useForm<ProductDetailsInput, unknown, ProductDetails>({
    resolver: zodResolver(ProductDetailsSchema),
    defaultValues: { title: '', description: '', category: search.get('kategori') },
  });
  const editor = useItemEditor({ form, stored: null, itemQuery: getProductQueryOptions, listKey: getProductsQueryOptions().queryKey });
  const { item: created, schedule } = editor;
  const [imageCount, setImageCount] = useState(0);
  const destructive = useDestructiveAction();

  const next = form.handleSubmit(async ({ title, description, category }) => {
    const result = await editor.saveDraft(
      {
        send: async () => (await createProduct({ id: newProductId(title), title, description, images: [], sub: [], category, index: 0, draft: true })).created,
        success: 'Produkt opprettet',
        failure: (e) => `Kunne ikke opprette produkt: ${createFailureReason(e)}`,
      },
      // Going back and changing the details must not lose them: the product exists already.
      (current) => ({ send: (from) => updateProduct(current.id, { title, description, category, modified_at: from }), failure: 'Kunne ikke lagre produktet' }),
    );
    if (result) setStep(1);
  });

  /** 'Ferdig': publishes the draft (visitors see it from now on, or inside the window set), then shows it. */
  const finish = async () => {
    if (!created || !hasEnoughImages(imageCount) || editor.uploading || schedule.problem) return;
    const published = await editor.save({ send: (from) => updateProduct(created.id, { draft: false, ...schedule.patch, modified_at: from }), failure: 'Kunne ikke lagre produktet' });
    if (published) editor.leave(() => navigate(published.metadata.path ? href.productPath(published.metadata.path) : paths.home))();
  };

  /** 'Avbryt': a created draft is deleted (after a question), then the front page. */
  const cancel = () =>
    destructive.run({
      question: created ? discardDraftQuestion(DISCARD_PRODUCT_QUESTION, 'produktet', created.title) : undefined,
      perform: created ? () => deleteProduct(created.id, { recursive: true }) : undefined,
      failure: 'Kunne ikke slette produktet',
      leave: editor.leave(() => navigate(paths.home)),
      refresh: () => queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey }),
    });
  const working = editor.saving || destructive.busy;
  const cancelButton = (
    <button type="button" className="btn-secondary" onClick={() => void cancel()} disabled={working}>
      Avbryt
    </button>
  );

  if (isPending || !tree) return <LoadingBlock label="Laster produkter…" />;

  return (
    <div className="container-page py-10">
      <Seo title="Legg til produkt" noindex />
      <h1 className="text-3xl font-semibold tracking-tight text-navy-950">Legg til produkt</h1>
      <div className="mt-4">
        <WizardSteps steps={STEPS} current={step} />
      </div>

      {step === 0 ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <Controller
            control={form.control}
            name="category"
            render={({ field, fieldState }) => <CategoryPicker nodes={tree.sub} value={field.value} onChange={field.onChange} invalid={fieldState.invalid} />}
          />
          <div className="min-w-0 space-y-5">
            <DetailsFields control={form.control} />
            <WizardDetailsFooter onNext={() => void next()} busy={working} saving={editor.saving}>
              {cancelButton}
            </WizardDetailsFooter>
          </div>
        </div>
      ) : null}
      {created && (
        <WizardImagesStep hidden={step !== 1} intro={<ImagesIntro title={created.title} />}>
          <ImagesStep created={created} onCount={setImageCount} onBusy={editor.setUploading} onSaved={editor.noteVersion} />
          <WindowFields value={schedule.value} onChange={schedule.onChange} problem={schedule.problem} />
          <WizardImagesFooter onBack={() => setStep(0)} onFinish={() => void finish()} busy={working} uploading={editor.uploading} finishBlocked={!hasEnoughImages(imageCount)}>
            {cancelButton}
          </WizardImagesFooter>
        </WizardImagesStep>
      )}
      {destructive.dialog}
      {editor.leaveDialog}
    </div>
  );
}

/** What the pictures step says of the product just saved as a draft. */
function ImagesIntro({ title }: { title: string }) {
  return (
    <>
      Legg til minst ett bilde for <strong>{title}</strong>. Produktet er et utkast til du trykker «Ferdig».
    </>
  );
}
