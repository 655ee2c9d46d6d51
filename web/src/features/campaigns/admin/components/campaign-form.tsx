import { zodResolver } from '@hookform/resolvers/zod';
import type { Campaign, ProductNode, ProductTree, Project } from '@rms/schema';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LazyRichTextEditor } from '@/features/editor';
import { isApiError } from '@/lib/api-client';
import { CONFLICT_MESSAGE, isConflict } from '@/lib/conflict';
import { CampaignFormSchema, emptyForm, fieldOfIssue, formOf, type CampaignFormValues } from '../lib/campaign-form-values';

/** A node of the product tree as the pickers list it, indented by its depth. */
interface NodeChoice {
  id: string;
  label: string;
  depth: number;
  isCategory: boolean;
}

function nodeChoices(tree: ProductTree | undefined): NodeChoice[] {
  const out: NodeChoice[] = [];
  const walk = (nodes: ProductNode[], depth: number) => {
    for (const n of nodes) {
      out.push({ id: n.id, label: n.title, depth, isCategory: n.sub.length > 0 || n.metadata.isCategory });
      walk(n.sub, depth + 1);
    }
  };
  walk(tree?.sub ?? [], 0);
  return out;
}

/** The pictures the site already shows (products, categories, references): a campaign picks one of them. */
function pictureChoices(tree: ProductTree | undefined, projects: Project[] | undefined): { src: string; label: string }[] {
  const seen = new Map<string, string>();
  const add = (src: string, label: string) => seen.has(src) || seen.set(src, label);
  const walk = (nodes: ProductNode[]) => {
    for (const n of nodes) {
      n.images.forEach((i) => add(i.src, `${n.title}: ${i.alt_text || i.title || i.id}`));
      walk(n.sub);
    }
  };
  walk(tree?.sub ?? []);
  for (const p of projects ?? []) p.images.forEach((i) => add(i.src, `${p.title}: ${i.alt_text || i.title || i.id}`));
  return [...seen].map(([src, label]) => ({ src, label }));
}

const PAGES = [
  { path: '/', label: 'Hjem' },
  { path: '/produkter', label: 'Produkter' },
  { path: '/referanser', label: 'Referanser' },
  { path: '/om', label: 'Om oss' },
  { path: '/kontakt', label: 'Kontakt' },
];

export interface CampaignFormProps {
  /** The campaign being changed; none for a new one. */
  campaign?: Campaign | undefined;
  tree: ProductTree | undefined;
  projects: Project[] | undefined;
  onSave: (values: CampaignFormValues, modifiedAt: string | undefined) => Promise<void>;
  onCancel: () => void;
  /** Tells the screen to load the list again (after a 409). */
  onStale: () => void;
}

/**
 * The create and edit form (react-hook-form with zod, like the other editors): times in Oslo time,
 * the short text in the lazy rich text editor, the link and the placements picked from the site.
 * The server checks again; its 400 is shown at the field it names, a 409 asks to reload.
 */
export function CampaignForm({ campaign, tree, projects, onSave, onCancel, onStale }: CampaignFormProps) {
  const id = useId();
  const nodes = useMemo(() => nodeChoices(tree), [tree]);
  const pictures = useMemo(() => pictureChoices(tree, projects), [tree, projects]);
  const form = useForm<CampaignFormValues>({ resolver: zodResolver(CampaignFormSchema), defaultValues: campaign ? formOf(campaign) : emptyForm(new Date()) });
  const { errors, isSubmitting } = form.formState;
  const linkKind = useWatch({ control: form.control, name: 'linkKind' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values, campaign?.modified_at);
    } catch (e) {
      if (isConflict(e)) {
        form.setError('root', { message: CONFLICT_MESSAGE });
        onStale();
        return;
      }
      const issues = isApiError(e) ? (e.issues ?? []) : [];
      let placed = false;
      for (const issue of issues) {
        const field = fieldOfIssue(issue.path);
        if (field) {
          form.setError(field, { message: issue.message });
          placed = true;
        }
      }
      if (!placed) form.setError('root', { message: isApiError(e) ? e.message : 'Kunne ikke lagre kampanjen' });
    }
  });

  const error = (name: keyof CampaignFormValues) => {
    const message = errors[name]?.message;
    return message ? (
      <p id={`${id}-${name}-error`} role="alert" className="mt-1 text-sm text-red-800">
        {message}
      </p>
    ) : null;
  };
  const described = (name: keyof CampaignFormValues) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={campaign ? `Endre kampanjen ${campaign.title}` : 'Ny kampanje'} className="space-y-4">
      <div>
        <label htmlFor={`${id}-title`} className="field-label">
          Tittel
        </label>
        <input id={`${id}-title`} {...form.register('title')} className="field-input" aria-invalid={!!errors.title} aria-describedby={described('title')} />
        {error('title')}
      </div>
      <div>
        <Controller
          control={form.control}
          name="text"
          render={({ field }) => <LazyRichTextEditor id={`${id}-text`} label="Tekst" value={field.value} onChange={field.onChange} />}
        />
        {error('text')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['startsAt', 'endsAt'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="field-label">
              {name === 'startsAt' ? 'Starter (norsk tid)' : 'Slutter (norsk tid)'}
            </label>
            <input id={`${id}-${name}`} type="datetime-local" {...form.register(name)} className="field-input" aria-invalid={!!errors[name]} aria-describedby={described(name)} />
            {error(name)}
          </div>
        ))}
      </div>
      <div>
        <label htmlFor={`${id}-image`} className="field-label">
          Bilde (valgfritt)
        </label>
        <select id={`${id}-image`} {...form.register('imageId')} className="field-input" aria-invalid={!!errors.imageId} aria-describedby={described('imageId')}>
          <option value="">Uten bilde</option>
          {pictures.map((p) => (
            <option key={p.src} value={p.src}>
              {p.label}
            </option>
          ))}
        </select>
        {error('imageId')}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="field-label">Lenke</legend>
        <div>
          <label htmlFor={`${id}-link-kind`} className="sr-only">
            Lenken går til
          </label>
          <select id={`${id}-link-kind`} {...form.register('linkKind', { onChange: () => form.setValue('linkTarget', '') })} className="field-input">
            <option value="none">Ingen lenke</option>
            <option value="product">Et produkt</option>
            <option value="category">En kategori</option>
            <option value="project">En referanse</option>
            <option value="path">En side på nettstedet</option>
          </select>
        </div>
        {linkKind !== 'none' && (
          <div>
            <label htmlFor={`${id}-link-target`} className="sr-only">
              Lenkemål
            </label>
            {linkKind === 'path' ? (
              <>
                <input id={`${id}-link-target`} {...form.register('linkTarget')} list={`${id}-pages`} placeholder="/kontakt" className="field-input" aria-invalid={!!errors.linkTarget} aria-describedby={described('linkTarget')} />
                <datalist id={`${id}-pages`}>
                  {PAGES.map((p) => (
                    <option key={p.path} value={p.path} label={p.label} />
                  ))}
                </datalist>
              </>
            ) : (
              <select id={`${id}-link-target`} {...form.register('linkTarget')} className="field-input" aria-invalid={!!errors.linkTarget} aria-describedby={described('linkTarget')}>
                <option value="">Velg …</option>
                {linkKind === 'project'
                  ? (projects ?? []).map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.title}
                      </option>
                    ))
                  : nodes
                      .filter((n) => (linkKind === 'category' ? n.isCategory : !n.isCategory))
                      .map((n) => (
                        <option key={n.id} value={n.id}>
                          {'– '.repeat(n.depth)}
                          {n.label}
                        </option>
                      ))}
              </select>
            )}
            {error('linkTarget')}
          </div>
        )}
      </fieldset>
      <fieldset aria-describedby={described('home')}>
        <legend className="field-label">Vises på</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('home')} /> Forsiden
        </label>
        <p className="mt-2 text-sm text-slate-600">…og på sidene til disse kategoriene og produktene (og alt under dem):</p>
        <ul className="mt-1 rounded border border-sand-200 p-2">
          {nodes.map((n) => (
            <li key={n.id} style={{ paddingLeft: `${n.depth * 1.25}rem` }}>
              <label className="flex items-center gap-2">
                <input type="checkbox" value={n.id} {...form.register('productIds')} /> {n.label}
              </label>
            </li>
          ))}
        </ul>
        {error('home')}
      </fieldset>
      <label className="flex items-center gap-2">
        <input type="checkbox" {...form.register('draft')} /> Kladd (vises ikke for besøkende)
      </label>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {campaign ? 'Lagre endringer' : 'Opprett kampanje'}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Avbryt
        </button>
      </div>
    </form>
  );
}

