import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productNodeAt } from '../../../../../test/web/product-node';
import { ProductTree } from './product-tree';

const nodes = [
  productNodeAt('markiser', 'Markiser', 0, 'produkter', [
    productNodeAt('terrassemarkise', 'Terrassemarkise', 1, 'produkter/markiser', [productNodeAt('motorstyring', 'Motorstyring', 2, 'produkter/markiser/terrassemarkise')]),
    productNodeAt('vindusmarkise', 'Vindusmarkise', 1, 'produkter/markiser'),
  ]),
  productNodeAt('screens', 'Screens', 0, 'produkter', [productNodeAt('fasadescreen', 'Fasadescreen', 1, 'produkter/screens')]),
];

function renderTree(activePath = '/produkter') {
  return render(
    <MemoryRouter>
      <ProductTree nodes={nodes} activePath={activePath} />
    </MemoryRouter>,
  );
}

const visibleLink = (name: string) => screen.queryByRole('link', { name });

describe('ProductTree', () => {
  it('starts with the categories only', () => {
    renderTree();
    expect(visibleLink('Markiser')).toBeInTheDocument();
    expect(visibleLink('Terrassemarkise')).not.toBeInTheDocument();
  });

  it('highlights matches and opens every branch above them', async () => {
    const user = userEvent.setup();
    renderTree();
    await user.type(screen.getByRole('searchbox', { name: 'Søk' }), 'motor');

    const match = screen.getByRole('link', { name: 'Motorstyring' });
    expect(within(match).getByText('Motor').tagName).toBe('MARK');
    expect(visibleLink('Terrassemarkise')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skjul undermeny for Markiser' })).toHaveAttribute('aria-expanded', 'true');
    // The other category holds no match and stays closed.
    expect(visibleLink('Fasadescreen')).not.toBeInTheDocument();
  });

  it('searches case-insensitively and says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderTree();
    const search = screen.getByRole('searchbox', { name: 'Søk' });
    await user.type(search, 'FASADE');
    expect(visibleLink('Fasadescreen')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'pergola');
    expect(screen.getByText('Ingen treff')).toBeInTheDocument();
  });

  it('shows the active item bold with its branch open', () => {
    renderTree('/produkter/markiser/terrassemarkise/motorstyring');
    const active = screen.getByRole('link', { name: 'Motorstyring' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveClass('font-bold');
    expect(screen.getByRole('link', { name: 'Markiser' })).not.toHaveClass('font-bold');
  });

  it('opens and closes a branch with its button', async () => {
    const user = userEvent.setup();
    renderTree();
    await user.click(screen.getByRole('button', { name: 'Vis undermeny for Screens' }));
    expect(visibleLink('Fasadescreen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skjul undermeny for Screens' }));
    expect(visibleLink('Fasadescreen')).not.toBeInTheDocument();
  });
});
