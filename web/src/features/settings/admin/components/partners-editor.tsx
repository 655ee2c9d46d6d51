import { MAX_PARTNERS, type Partner } from '@rms/schema';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FieldMessage, NumberField, TextField, useFieldError } from './field';
import { ImageField } from './image-field';
import { ListAddButton, ListControls } from '@/components/ui/list-controls';

const NEW_PARTNER: Partner = { name: '', url: '', description: '', logo: { src: '', alt_text: '' }, height: 60 };

/** The partners on /om, in the order shown there: 0–8, each with a logo and an optional link. */
export function PartnersEditor() {
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'partners' });
  const names = (useWatch({ control, name: 'partners' }) as Partner[] | undefined)?.map((p) => p?.name?.trim()) ?? [];
  const listError = useFieldError('partners');
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {fields.map((field, i) => (
          <li key={field.id} className="rounded-lg border border-sand-200 p-3 sm:p-4" aria-label={`Partner ${i + 1}: ${names[i] || 'uten navn'}`}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-navy-950">
                {i + 1}. {names[i] || 'Ny partner'}
              </h3>
              <ListControls index={i} count={fields.length} label={names[i] || `partner ${i + 1}`} onMove={move} onRemove={() => remove(i)} />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField name={`partners.${i}.name`} label="Navn" />
              <TextField name={`partners.${i}.url`} label="Nettside" type="url" hint="Tom: logoen lenkes ikke." />
              <TextField name={`partners.${i}.description`} label="Kort beskrivelse" className="sm:col-span-2" />
              <NumberField name={`partners.${i}.height`} label="Logohøyde (px)" />
            </div>
            <div className="mt-3">
              <ImageField name={`partners.${i}.logo`} slot="partners" label="Logo" suggestedAlt={names[i] || 'Partnerlogo'} />
            </div>
          </li>
        ))}
      </ol>
      {listError && <FieldMessage>{listError}</FieldMessage>}
      <ListAddButton label="Legg til partner" count={fields.length} max={MAX_PARTNERS} onAdd={() => append(NEW_PARTNER)} />
    </div>
  );
}
