import type { ProductNode } from '@rms/schema';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { ROOT_CATEGORY } from '../lib/product-details';

interface CategoryPickerProps {
  nodes: ProductNode[];
  value: string | null;
  onChange: (category: string) => void;
  /** When editing: the node itself (it cannot move below itself or its own sub-tree). */
  editing?: ProductNode;
  invalid?: boolean;
}

/** Past this many places the picker offers a search; every place is always listed in the page, never in a box of its own. */
export const PICKER_SEARCH_FROM = 15;

interface Place {
  id: string;
  label: string;
  level: number;
  disabled: boolean;
  /** The titles above it, so a search for 'markiser' keeps Markiser's products. */
  within: string;
}

const fold = (text: string) => text.toLocaleLowerCase('nb-NO');

/**
 * 'Velg produktkategori': the parent of the product. Categories and products can be
 * parents (the tree has three levels); the top level makes a new category.
 */
export function CategoryPicker({ nodes, value, onChange, editing, invalid = false }: CategoryPickerProps) {
  const name = useId();
  const headingId = `${name}-heading`;
  // A node with products below it can only sit under a category (or at the top).
  const maxParentLevel = editing && editing.sub.some((child) => child.sub.length > 0) ? -1 : editing && editing.sub.length > 0 ? 0 : 1;

  const option = (id: string, label: string, level: number, disabled = false) => (
    <label
      key={id}
      className={clsx(
        'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm',
        value === id ? 'bg-accent-50 font-semibold text-navy-950' : 'text-slate-800 hover:bg-sand-100',
        disabled && 'cursor-not-allowed opacity-50',
      )}
      style={{ paddingLeft: `${0.5 + level * 1.25}rem` }}
    >
      <input type="radio" name={name} value={id} checked={value === id} disabled={disabled} onChange={() => onChange(id)} className="accent-accent-600" />
      {label}
    </label>
  );

  const places = (list: ProductNode[], level: number, within: string): Place[] =>
    list.flatMap((node) => {
      if (level > 1 || node.id === editing?.id) return [];
      return [{ id: node.id, label: node.title, level, disabled: level > maxParentLevel, within }, ...places(node.sub, level + 1, `${within} ${node.title}`)];
    });
  const all = places(nodes, 0, '');
  const [search, setSearch] = useState('');
  const words = fold(search).split(/\s+/).filter(Boolean);
  // The chosen place stays listed whatever the search, so the choice is always visible.
  const shown = all.filter((p) => p.id === value || words.every((w) => fold(`${p.within} ${p.label}`).includes(w)));

  return (
    <fieldset aria-labelledby={headingId} aria-invalid={invalid} className={clsx('rounded-xl bg-white p-4 shadow-sm ring-1', invalid ? 'ring-red-400' : 'ring-sand-200')}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-navy-950">
        Velg produktkategori
      </h2>
      {all.length > PICKER_SEARCH_FROM && (
        <div className="mb-3">
          <label htmlFor={`${name}-search`} className="field-label">
            Søk etter kategori
          </label>
          <input id={`${name}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="field-input" />
        </div>
      )}
      <div className="space-y-0.5">
        {option(ROOT_CATEGORY, 'Ny kategori (øverste nivå)', 0, maxParentLevel < -1)}
        {shown.map((p) => option(p.id, p.label, p.level, p.disabled))}
        {shown.length === 0 && <p className="px-2 py-1.5 text-sm text-slate-600">Ingen kategori passer søket.</p>}
      </div>
    </fieldset>
  );
}
