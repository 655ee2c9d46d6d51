import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './confirm-dialog';

function Asker() {
  const [dialog, confirm] = useConfirm();
  const [answer, setAnswer] = useState('none');
  const [pageEscapes, setPageEscapes] = useState(0);
  const ask = async () => setAnswer(String(await confirm({ message: 'Slette produktet?', detail: 'Tre underprodukter går også.', confirmLabel: 'Slett', danger: true })));
  return (
    <div onKeyDown={(e) => e.key === 'Escape' && setPageEscapes((n) => n + 1)}>
      <button type="button" onClick={ask}>
        Slett produkt
      </button>
      <output>{answer}</output>
      <output aria-label="Escape on the page">{pageEscapes}</output>
      {dialog}
    </div>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Asker />);
  const opener = screen.getByRole('button', { name: 'Slett produkt' });
  await user.click(opener);
  const dialog = screen.getByRole('alertdialog', { name: 'Slette produktet?' });
  return { user, opener, dialog };
}

describe('useConfirm', () => {
  it('opens a modal <dialog> with the question, its detail, and focus on the confirm button', async () => {
    const { dialog } = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog).toHaveAccessibleDescription('Tre underprodukter går også.');
    expect(screen.getByRole('button', { name: 'Slett' })).toHaveFocus();
  });

  it('answers false on Escape, closes, keeps Escape from the page, and gives focus back to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(screen.getByRole('status', { name: 'Escape on the page' })).toHaveTextContent('0');
  });

  it('answers true on confirm and false on cancel, each time giving focus back', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Slett' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers false on a click on the backdrop, not on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText('Tre underprodukter går også.'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(dialog);
    expect(await screen.findByText('false')).toBeInTheDocument();
  });
});
