import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductNode } from '@rms/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useLeaveGuard } from '@/components/ui/leave-guard';
import { Seo } from '@/components/ui/seo';
import { LoadingBlock } from '@/components/ui/spinner';
import { WizardSteps } from '@/components/ui/wizard-steps';
import { href, paths } from '@/config/paths';
import { RequireStaff } from '@/features/auth';
import { DetailsFields, discardDraftQuestion, useDestructiveAction, useWindowDraft, WindowFields, WizardDetailsFooter, WizardImagesFooter, WizardImagesStep } from '@/features/editor';
import { ImageManager } from '@/features/image-manager';
import { getProductsQueryOptions, useProduct, useProducts } from '@/features/products';
import { laterVersion } from '@/lib/conflict';
import { toast } from '@/lib/toast';
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
 * looks at the details again. The details are one react-hook-form form checked by ProductDetailsSchema;
 * its dirty state is what the leave guard and a later 'Neste' (save the change first) go by.
 */
function ProductWizard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const { data: tree, isPending } = useProducts();
  const [step, setStep] = useState(0);
  const form = useForm<ProductDetailsInput, unknown, ProductDetails>({
    resolver: zodResolver(ProductDetailsSchema),
    defaultValues: { title: '', description: '', category: search.get('kategori') },
  });
  const { isDirty } = form.formState;
  const [created, setCreated] = useState<ProductNode | null>(null);
  const [busy, setBusy] = useState(false);
  const [imageCount, setImageCount] = useState(0);
  const [uploading, setUploading] = useState(false);
  const destructive = useDestructiveAction();
  // 'Publiser fra' / 'Avpubliser fra': a product prepared now can go live on its own later (decision 134).
  const schedule = useWindowDraft({});
  const { dialog: leaveDialog, allowLeaving } = useLeaveGuard(isDirty || uploading);
  /** The newest modified_at this screen caused on the created product (its own saves and uploads). */
  const [version, setVersion] = useState<string | undefined>(undefined);
  const noteVersion = (next: string | undefined) => setVersion((v) => laterVersion(v, next));
  const latestVersion = () => version;

  const next = form.handleSubmit(async ({ title, description, category }) => {
    const typed = form.getValues();
    setBusy(true);
    try {
      if (!created) {
        const result = await createProduct({ id: newProductId(title), title, description, images: [], sub: [], category, index: 0, draft: true });
        setCreated(result.created);
        noteVersion(result.created.modified_at);
        toast.success('Produkt opprettet');
      } else if (isDirty) {
        // Going back and changing the details must not lose them: the product exists already.
        const updated = await updateProduct(created.id, { title, description, category, modified_at: latestVersion() });
        setCreated(updated);
        noteVersion(updated.modified_at);
      }
      // What is saved is the form's new starting point: not dirty until the admin changes it again.
      form.reset(typed);
      await queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
      setStep(1);
    } catch (e) {
      console.warn('Creating the product failed', e);
      toast.error(created ? 'Kunne ikke lagre produktet' : `Kunne ikke opprette produkt: ${createFailureReason(e)}`);
    } finally {
      setBusy(false);
    }
  });

  /** 'Ferdig': publishes the draft (visitors see it from now on, or inside the window set), then shows it. */
  const finish = async () => {
    if (!created || !hasEnoughImages(imageCount) || uploading || schedule.problem) return;
    setBusy(true);
    try {
      const published = await updateProduct(created.id, { draft: false, ...schedule.patch, modified_at: latestVersion() });
      await queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
      allowLeaving();
      navigate(published.metadata.path ? href.productPath(published.metadata.path) : paths.home);
    } catch (e) {
      console.warn('Publishing the product failed', e);
      toast.error('Kunne ikke lagre produktet');
      setBusy(false);
    }
  };

  /** 'Avbryt': a created draft is deleted (after a question), then the front page. */
  const cancel = () =>
    destructive.run({
      question: created ? discardDraftQuestion(DISCARD_PRODUCT_QUESTION, 'produktet', created.title) : undefined,
      perform: created ? () => deleteProduct(created.id, { recursive: true }) : undefined,
      failure: 'Kunne ikke slette produktet',
      leave: () => {
        allowLeaving();
        navigate(paths.home);
      },
      refresh: () => queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey }),
    });
  const working = busy || destructive.busy;

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
            <WizardDetailsFooter onNext={() => void next()} busy={working} saving={busy}>
              <button type="button" className="btn-secondary" onClick={() => void cancel()} disabled={working}>
                Avbryt
              </button>
            </WizardDetailsFooter>
          </div>
        </div>
      ) : null}
      {created && (
        <WizardImagesStep hidden={step !== 1} intro={<ImagesIntro title={created.title} />}>
          <ImagesStep created={created} onCount={setImageCount} onBusy={setUploading} onSaved={noteVersion} />
          <WindowFields value={schedule.value} onChange={schedule.onChange} problem={schedule.problem} />
          <WizardImagesFooter onBack={() => setStep(0)} onFinish={() => void finish()} busy={working} uploading={uploading} finishBlocked={!hasEnoughImages(imageCount)}>
            <button type="button" className="btn-secondary" onClick={() => void cancel()} disabled={working}>
              Avbryt
            </button>
          </WizardImagesFooter>
        </WizardImagesStep>
      )}
      {destructive.dialog}
      {leaveDialog}
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

export default function ProductNewRoute() {
  return (
    <RequireStaff>
      <ProductWizard />
    </RequireStaff>
  );
}
