import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

// ProseMirror measures the selection to scroll it into view; the test DOM has no layout.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  (Text.prototype as unknown as { getClientRects: () => DOMRectList }).getClientRects = noRects;
  document.elementFromPoint = () => null;
});

describe('RichTextEditor', () => {
  it('renders the formatting toolbar (Text, H1, H2, H5, Bold, Italic, lists, Clear) and a named editing area', () => {
    render(<RichTextEditor label="Beskrivelse" value="<p>Hei</p>" onChange={() => undefined} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatering' });
    const names = [...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Text', 'H1', 'H2', 'H5', 'B (bold)', 'I (italic)', '• List (bullet list)', '1. List (numbered list)', 'Clear']);
    // What a sighted user reads (the visible labels) is what a screen reader announces, and what speech input can say.
    for (const button of toolbar.querySelectorAll('button')) expect(button.getAttribute('aria-label')).toContain(button.textContent);
    expect(screen.getByRole('textbox', { name: 'Beskrivelse' })).toHaveTextContent('Hei');
  });

  it('formats with the toolbar and reports the HTML', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RichTextEditor label="Beskrivelse" value="<p>Hei</p>" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'H2' }));
    // (StarterKit's trailing node keeps an empty paragraph after a final heading, to type on.)
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toMatch(/^<h2>Hei<\/h2>(<p><\/p>)?$/));
    expect(screen.getByRole('button', { name: 'H2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toMatch(/^<p>Hei<\/p>(<p><\/p>)?$/));
  });
});
