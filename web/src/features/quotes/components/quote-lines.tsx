import { MAX_QUOTE_LINES, VAT_PERCENT, formatOre } from '@rms/schema';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FieldMessage, useFieldError } from '@/components/ui/labelled-field';
import { ListAddButton, ListControls } from '@/components/ui/list-controls';
import { NEW_LINE, liveSums, priceText, type QuoteFormInput } from '../lib/quote-form';
import { QuoteField } from './quote-fields';

/** The quote's lines in the order printed: description, quantity, unit price in kroner incl. VAT; 1–100 of them. */
export function QuoteLines({ readOnly }: { readOnly: boolean }) {
  const { control, register } = useFormContext<QuoteFormInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const { lineTotalsOre } = liveSums(lines);
  const listError = useFieldError('lines');
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-navy-950">Linjer</legend>
      <ol className="space-y-3">
        {fields.map((field, i) => {
          const name = lines?.[i]?.description?.trim() || `linje ${i + 1}`;
          return (
            <li key={field.id} aria-label={`Linje ${i + 1}`} className="rounded-lg border border-sand-200 p-3">
              <div className="grid gap-3 sm:grid-cols-[1fr_6rem_9rem]">
                <QuoteField name={`lines.${i}.description`} label="Beskrivelse">
                  {(props) => <input {...props} {...register(`lines.${i}.description`)} />}
                </QuoteField>
                <QuoteField name={`lines.${i}.quantity`} label="Antall">
                  {(props) => <input {...props} type="number" inputMode="numeric" min={1} step={1} {...register(`lines.${i}.quantity`, { valueAsNumber: true })} />}
                </QuoteField>
                <QuoteField name={`lines.${i}.unitPriceNok`} label="Enhetspris (kr inkl. mva)">
                  {(props) => <input {...props} inputMode="decimal" autoComplete="off" {...register(`lines.${i}.unitPriceNok`, { setValueAs: priceText })} />}
                </QuoteField>
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-700">Linjesum: {formatOre(lineTotalsOre[i] ?? 0)}</p>
                {!readOnly && <ListControls index={i} count={fields.length} label={name} onMove={move} onRemove={() => remove(i)} />}
              </div>
            </li>
          );
        })}
      </ol>
      {listError && <FieldMessage>{listError}</FieldMessage>}
      {!readOnly && <ListAddButton label="Legg til linje" count={fields.length} max={MAX_QUOTE_LINES} onAdd={() => append({ ...NEW_LINE })} />}
    </fieldset>
  );
}

/** The sums as the lines stand, by the server's own function: total incl. VAT, of which VAT 25 %, and before VAT. */
export function QuoteSumsBox() {
  const { control } = useFormContext<QuoteFormInput>();
  const sums = liveSums(useWatch({ control, name: 'lines' }));
  return (
    <dl aria-label="Summer" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-sand-50 px-3 py-2 text-sm">
      <dt className="font-semibold text-navy-950">Sum inkl. mva</dt>
      <dd className="text-right font-semibold text-navy-950">{formatOre(sums.totalOre)}</dd>
      <dt className="text-slate-700">Herav mva {VAT_PERCENT} %</dt>
      <dd className="text-right text-slate-700">{formatOre(sums.vatOre)}</dd>
      <dt className="text-slate-700">Sum eks. mva</dt>
      <dd className="text-right text-slate-700">{formatOre(sums.netOre)}</dd>
      {!sums.complete && <dd className="col-span-2 text-xs text-slate-600">Linjer uten gyldig antall eller pris er ikke regnet med.</dd>}
    </dl>
  );
}
