import { MAX_TEAM_MEMBERS, type TeamMember } from '@rms/schema';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FieldMessage, TextField, useFieldError } from './field';
import { ImageField } from './image-field';
import { ListAddButton, ListControls } from '@/components/ui/list-controls';

const NEW_MEMBER: TeamMember = { name: '', title: '', email: '', phone: '', photo: null };

/** The team on /kontakt, in the order shown there: 0–12 people, each with an optional photo. */
export function TeamEditor() {
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'team' });
  const names = (useWatch({ control, name: 'team' }) as TeamMember[] | undefined)?.map((m) => m?.name?.trim()) ?? [];
  const listError = useFieldError('team');
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {fields.map((field, i) => {
          const label = names[i] || `ansatt ${i + 1}`;
          return (
            <li key={field.id} className="rounded-lg border border-sand-200 p-3 sm:p-4" aria-label={`Ansatt ${i + 1}: ${names[i] || 'uten navn'}`}>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-navy-950">
                  {i + 1}. {names[i] || 'Ny ansatt'}
                </h3>
                <ListControls index={i} count={fields.length} label={label} onMove={move} onRemove={() => remove(i)} />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField name={`team.${i}.name`} label="Navn" />
                <TextField name={`team.${i}.title`} label="Stilling" />
                <TextField name={`team.${i}.email`} label="E-post" type="email" />
                <TextField name={`team.${i}.phone`} label="Telefon" type="tel" />
              </div>
              <div className="mt-3">
                <ImageField name={`team.${i}.photo`} slot="team" label="Bilde" removable suggestedAlt={`Portrett av ${names[i] || 'ansatt'}`} />
              </div>
            </li>
          );
        })}
      </ol>
      {listError && <FieldMessage>{listError}</FieldMessage>}
      <ListAddButton label="Legg til ansatt" count={fields.length} max={MAX_TEAM_MEMBERS} onAdd={() => append(NEW_MEMBER)} />
    </div>
  );
}
