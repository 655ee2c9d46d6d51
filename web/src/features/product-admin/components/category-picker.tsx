import type { ProductNode } from '@rms/schema';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { ROOT_CATEGORY } from '../lib/product-details';

interface CategoryPickerProps {
  nodes: ProductNode[];
  value: string | null;
  onChange: (category: string) => void;
  /** When editing: the node itself (it cannot move below itself or its own sub-tree). */
  editing?: ProductNode;
  invalid?: boolean;
}

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

  const render = (list: ProductNode[], level: number): ReactNode[] =>
    list.flatMap((node) => {
      if (level > 1 || node.id === editing?.id) return [];
      return [option(node.id, node.title, level, level > maxParentLevel), ...render(node.sub, level + 1)];
    });

  return (
    <fieldset aria-labelledby={headingId} aria-invalid={invalid} className={clsx('rounded-xl bg-white p-4 shadow-sm ring-1', invalid ? 'ring-red-400' : 'ring-sand-200')}>
      <h2 id={headingId} className="mb-3 text-base font-semibold text-navy-950">
        Velg produktkategori
      </h2>
      <div className="max-h-[28rem] space-y-0.5 overflow-y-auto">
        {option(ROOT_CATEGORY, 'Ny kategori (øverste nivå)', 0, maxParentLevel < -1)}
        {render(nodes, 0)}
      </div>
    </fieldset>
  );
}
