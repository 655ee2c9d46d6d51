import { zodResolver } from '@hookform/resolvers/zod';
import { SPAM_RETENTION_DAYS, SiteSettingsFormSchema, type SiteSettings, type SiteSettingsDoc, type SiteSettingsInput } from '@rms/schema';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveSiteSettings } from '../api/save-site-settings';
import { formValues } from '../lib/empty-settings';
import { Field, FieldMessage, FormSection, NumberField, TextField, sectionAnchor } from './field';
import { HoursEditor } from './hours-editor';
import { ImageField } from './image-field';
import { PageSeoEditor } from './page-seo-editor';
import { PartnersEditor } from './partners-editor';
import { SettingsPreview } from './settings-preview';
import { TeamEditor } from './team-editor';

export const INVALID_FORM_MESSAGE = 'Skjemaet har feil. Rett feltene som er merket med rødt, og prøv igjen.';
export const CONFLICT_MESSAGE =
  'Noen andre har lagret innstillingene mens du redigerte, så endringene dine er ikke lagret ennå. Det du har skrevet, står fortsatt i skjemaet.';
export const SAVED_MESSAGE = 'Innstillingene er lagret';

interface SettingsFormProps {
  /** The stored version the edit starts from; null when the settings were never saved. */
  initial: SiteSettingsDoc | null;
  /** Fetches the stored version again (after a 409). */
  reload: () => Promise<SiteSettingsDoc | null>;
}

/** The form's sections in order: the index at the top links to each (a test checks it names every one). */
export const SETTINGS_SECTIONS = [
  'Firma og kontakt',
  'Kontortid',
  'Telefontjeneste',
  'Ansatte',
  'Partnere',
  'Medlemskap',
  'Profiler på nett',
  'Kartposisjon',
  'Henvendelser og personvern',
  'Kvittering til kunden',
  'Tilbud',
  'Søk og deling',
] as const;

/**
 * 'Innstillinger': every fact of the site settings, validated by the shared schema (Norwegian
 * messages), with a preview of what visitors will see before anything is saved.
 */
export function SettingsForm({ initial, reload }: SettingsFormProps) {
  const form = useForm<SiteSettingsInput, unknown, SiteSettings>({ resolver: zodResolver(SiteSettingsFormSchema), defaultValues: formValues(initial), mode: 'onSubmit', reValidateMode: 'onChange' });
  const [startedFrom, setStartedFrom] = useState(initial?.modified_at);
  const [conflict, setConflict] = useState<SiteSettingsDoc | null>(null);
  const [preview, setPreview] = useState<SiteSettings | null>(null);
  const save = useSaveSiteSettings();
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  const onSubmit = form.handleSubmit(async (settings) => {
    try {
      const saved = await save.mutateAsync({ settings, startedFrom });
      setStartedFrom(saved.modified_at);
      setConflict(null);
      form.reset(formValues(saved));
      toast.success(SAVED_MESSAGE);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setConflict(await reload().catch(() => null));
        return;
      }
      // The server names the fields it refused; show them where they are.
      if (isApiError(error) && error.status === 400 && error.issues?.length) {
        for (const issue of error.issues) form.setError(issue.path as keyof SiteSettingsInput, { message: issue.message });
      }
    }
  });

  const showPreview = form.handleSubmit((settings) => setPreview(settings));

  /** Keep my changes: the next save replaces the version the other person saved. */
  const keepMine = () => {
    if (conflict) setStartedFrom(conflict.modified_at);
    setConflict(null);
  };
  /** Take theirs: the form shows the stored version; my changes are dropped. */
  const takeTheirs = () => {
    if (conflict) {
      form.reset(formValues(conflict));
      setStartedFrom(conflict.modified_at);
    }
    setConflict(null);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
        {hasErrors && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
            {INVALID_FORM_MESSAGE}
          </p>
        )}
        {conflict !== null || (save.isError && isApiError(save.error) && save.error.status === 409) ? (
          <div role="alert" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            <p className="font-medium">{CONFLICT_MESSAGE}</p>
            {conflict && (
              <>
                <p className="text-sm">
                  Lagret versjon: telefon {conflict.phone}, e-post {conflict.email}, {conflict.team.length} ansatte, {conflict.partners.length} partnere (lagret{' '}
                  {new Date(conflict.modified_at).toLocaleString('nb-NO')}).
                </p>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-primary" onClick={keepMine}>
                    Behold mine endringer
                  </button>
                  <button type="button" className="btn-secondary" onClick={takeTheirs}>
                    Bruk den lagrede versjonen
                  </button>
                </div>
              </>
            )}
          </div>
        ) : null}
        {save.isError && !(isApiError(save.error) && (save.error.status === 409 || save.error.status === 400)) && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            Kunne ikke lagre innstillingene: {save.error.message}
          </p>
        )}

        <nav aria-label="Deler av innstillingene" className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-sand-200">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {SETTINGS_SECTIONS.map((title) => (
              <li key={title}>
                <a href={`#${sectionAnchor(title)}`} className="font-medium text-navy-900 underline underline-offset-2">
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <FormSection title="Firma og kontakt">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="companyName" label="Firmanavn" autoComplete="organization" className="sm:col-span-2" />
            <TextField name="street" label="Gateadresse" autoComplete="street-address" className="sm:col-span-2" />
            <TextField name="postalCode" label="Postnummer" autoComplete="postal-code" />
            <TextField name="city" label="Poststed" autoComplete="address-level2" />
            <TextField name="phone" label="Telefon" type="tel" hint="F.eks. 63 97 41 20" />
            <TextField name="email" label="E-post" type="email" />
            <TextField name="orgNumber" label="Organisasjonsnummer" hint="Ni sifre. Står på tilbudene." />
          </div>
        </FormSection>

        <FormSection title="Kontortid">
          <HoursEditor name="officeHours" label="Kontortid" />
        </FormSection>

        <FormSection title="Telefontjeneste">
          <HoursEditor name="phoneHours" label="Telefontjeneste" />
        </FormSection>

        <FormSection title="Ansatte" description="Vises på kontaktsiden i denne rekkefølgen.">
          <TeamEditor />
        </FormSection>

        <FormSection title="Partnere" description="Vises på om oss-siden i denne rekkefølgen. En partner uten nettside lenkes ikke.">
          <PartnersEditor />
        </FormSection>

        <FormSection title="Medlemskap">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="membership.name" label="Navn" />
            <TextField name="membership.url" label="Nettside" type="url" hint="Tom: logoen lenkes ikke." />
            <Field name="membership.text" label="Tekst" className="sm:col-span-2">
              {(props) => <textarea {...props} className={`${props.className} field-grow`} rows={3} {...form.register('membership.text')} />}
            </Field>
            <NumberField name="membership.height" label="Logohøyde (px)" />
          </div>
          <div className="mt-3">
            <ImageField name="membership.logo" slot="membership" label="Logo" suggestedAlt="Logo for bransjeforeningen" />
          </div>
        </FormSection>

        <FormSection title="Profiler på nett" description="Firmaets egne sider andre steder (Facebook, Google-oppføringen …). Brukes i søkemotorenes firmaopplysninger.">
          <Field name="profiles" label="Én adresse per linje" hint="Må begynne med https://">
            {(props) => (
              <Controller
                control={form.control}
                name="profiles"
                render={({ field }) => (
                  <textarea
                    {...props}
                    className={`${props.className} field-grow`}
                    rows={3}
                    value={(field.value ?? []).join('\n')}
                    onChange={(e) => field.onChange(e.target.value.split('\n').map((l) => l.trim()).filter(Boolean))}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )}
          </Field>
          <ProfileErrors />
        </FormSection>

        <FormSection title="Kartposisjon" description="Midten av kartene på kontaktsiden og i bunnteksten.">
          <div className="grid grid-cols-2 gap-4 sm:max-w-md">
            <NumberField name="map.lat" label="Breddegrad" step="any" />
            <NumberField name="map.lng" label="Lengdegrad" step="any" />
          </div>
        </FormSection>

        <FormSection title="Henvendelser og personvern" description={`Henvendelser eldre enn dette slettes automatisk hver natt, spam etter ${SPAM_RETENTION_DAYS} dager. Personvernerklæringen (/personvern) sier det samme.`}>
          <div className="grid gap-4">
            <NumberField name="messageRetentionMonths" label="Hvor lenge henvendelser lagres (måneder)" className="sm:max-w-xs" />
            <NumberField name="answerWithinHours" label="Svarfrist for nye henvendelser (arbeidstimer innenfor åpningstiden)" className="sm:max-w-xs" />
            <Field
              name="privacyText"
              label="Egen tekst i personvernerklæringen"
              hint="Vises som en egen del nederst i personvernerklæringen. Det loven krever, står der alltid og kan ikke fjernes. Tom linje gir nytt avsnitt."
            >
              {(props) => <textarea {...props} className={`${props.className} field-grow`} rows={5} {...form.register('privacyText')} />}
            </Field>
          </div>
        </FormSection>

        <FormSection
          title="Kvittering til kunden"
          description="Den som sender en henvendelse eller ber om tilbud, får en kvittering på e-post (høyst én i timen til samme adresse, aldri for spam). Under teksten følger produktet de spør om, når de kan vente svar, kontaktopplysningene over og lenken til personvernerklæringen; aldri det de selv skrev, utenom navnet."
        >
          <div className="grid gap-4">
            <TextField name="receiptSubject" label="Emne på kvitteringen" />
            <Field name="receiptIntro" label="Innledning i kvitteringen">
              {(props) => <textarea {...props} className={`${props.className} field-grow`} rows={4} {...form.register('receiptIntro')} />}
            </Field>
          </div>
        </FormSection>

        <FormSection
          title="Tilbud"
          description="Vilkårene står på hvert tilbud (siden kunden åpner og PDF-en), under pristypens faste tekst. Et sendt tilbud beholder vilkårene det ble sendt med."
        >
          <Field name="quoteTerms" label="Vilkår på tilbud" hint="Levering, betaling og angrerett. Tom linje gir nytt avsnitt.">
            {(props) => <textarea {...props} className={`${props.className} field-grow`} rows={8} {...form.register('quoteTerms')} />}
          </Field>
        </FormSection>

        <FormSection title="Søk og deling" description="Hvordan forsiden og de faste sidene vises i Google og når noen deler lenken. Tomme felt bruker sidens egen tittel og tekst.">
          <PageSeoEditor />
        </FormSection>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-3 border-t border-sand-200 bg-sand-50/95 px-4 py-3 sm:mx-0 sm:rounded-lg">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Lagrer…' : 'Lagre'}
          </button>
          <button type="button" className="btn-secondary" onClick={() => void showPreview()}>
            Forhåndsvis
          </button>
          {form.formState.isDirty && <p className="self-center text-sm text-slate-700">Du har endringer som ikke er lagret.</p>}
        </div>
      </form>

      {preview && (
        <section aria-labelledby="settings-preview-heading" className="mt-10 rounded-xl border-2 border-dashed border-accent-500 p-4 sm:p-6">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h2 id="settings-preview-heading" className="text-2xl font-semibold text-navy-950">
              Forhåndsvisning (ikke lagret)
            </h2>
            <button type="button" className="btn-secondary" onClick={() => setPreview(null)}>
              Lukk forhåndsvisning
            </button>
          </div>
          <SettingsPreview settings={preview} />
        </section>
      )}
    </FormProvider>
  );
}

/** The profile links are one textarea; an invalid line is named by its number. */
function ProfileErrors() {
  const {
    formState: { errors },
  } = useFormContext<SiteSettingsInput>();
  const lines = Array.isArray(errors.profiles) ? (errors.profiles as ({ message?: string } | undefined)[]) : [];
  return lines.map((error, i) => error?.message && <FieldMessage key={i}>{`Linje ${i + 1}: ${error.message}`}</FieldMessage>);
}
