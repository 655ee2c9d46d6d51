import type { ProductNode } from '@rms/schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CategoryPicker, PICKER_SEARCH_FROM } from './category-picker';
import { productNode } from '../../../../../test/web/product-node';

const node = (id: string, title: string, level: number, sub: ProductNode[] = []): ProductNode => productNode(id, title, level, {}, sub);

/** Categories with two products each: 3 places per category. */
const tree = (categories: number) => Array.from({ length: categories }, (_, i) => node(`k${i}`, `Kategori ${i}`, 0, [node(`k${i}-a`, `Produkt ${i}A`, 1), node(`k${i}-b`, `Produkt ${i}B`, 1)]));

function Picker({ nodes }: { nodes: ProductNode[] }) {
  const [value, setValue] = useState<string | null>(null);
  return <CategoryPicker nodes={nodes} value={value} onChange={setValue} />;
}

describe("'Velg produktkategori'", () => {
  it('lists every place in the page, with no box to scroll in and no search while there are few', () => {
    render(<Picker nodes={tree(5)} />);
    const picker = screen.getByRole('group', { name: 'Velg produktkategori' });
    // The top level and 5 × 3 places.
    expect(within(picker).getAllByRole('radio')).toHaveLength(16);
    expect(picker.innerHTML).not.toMatch(/max-h|overflow-y/);
    expect(within(picker).queryByLabelText('Søk etter kategori')).toBeNull();
  });

  it(`offers a search past ${PICKER_SEARCH_FROM} places, finding a product by its own or its category's title, and keeps the chosen one listed`, async () => {
    const user = userEvent.setup();
    render(<Picker nodes={tree(10)} />);
    const picker = screen.getByRole('group', { name: 'Velg produktkategori' });
    expect(within(picker).getAllByRole('radio')).toHaveLength(31);
    await user.click(within(picker).getByRole('radio', { name: 'Produkt 2A' }));
    await user.type(within(picker).getByLabelText('Søk etter kategori'), 'kategori 7');
    const names = within(picker)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent);
    expect(names).toEqual(['Ny kategori (øverste nivå)', 'Produkt 2A', 'Kategori 7', 'Produkt 7A', 'Produkt 7B']);
    expect(within(picker).getByRole('radio', { name: 'Produkt 2A' })).toBeChecked();
  });
});
