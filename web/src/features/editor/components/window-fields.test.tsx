import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useWindowDraft, WINDOW_ORDER_MESSAGE, type WindowDraft } from '../hooks/use-window-draft';
import { PublishState } from './publish-state';
import { WindowFields } from './window-fields';

function Harness({ stored, onPatch }: { stored: Partial<WindowDraft>; onPatch: (patch: object, problem: string | null) => void }) {
  const schedule = useWindowDraft(stored);
  onPatch(schedule.patch, schedule.problem);
  return <WindowFields value={schedule.value} onChange={schedule.onChange} problem={schedule.problem} />;
}

function Controlled({ initial }: { initial: WindowDraft }) {
  const [value, setValue] = useState(initial);
  return <WindowFields value={value} onChange={setValue} />;
}

describe('the publishing window fields', () => {
  it("take Oslo time in 'Publiser fra' and 'Avpubliser fra', and send only what changed", () => {
    const onPatch = vi.fn();
    render(<Harness stored={{}} onPatch={onPatch} />);
    fireEvent.change(screen.getByLabelText('Publiser fra'), { target: { value: '2099-03-01T07:00' } });
    expect(onPatch).toHaveBeenLastCalledWith({ publishAt: '2099-03-01T07:00:00+01:00' }, null);
    expect(screen.getByText('Publiseres 1. mars 2099 kl. 07.00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Avpubliser fra'), { target: { value: '2099-06-01T00:00' } });
    expect(onPatch).toHaveBeenLastCalledWith({ publishAt: '2099-03-01T07:00:00+01:00', unpublishAt: '2099-06-01T00:00:00+02:00' }, null);
  });

  it('show a stored window in Oslo time and clear an edge with Tøm', async () => {
    const onPatch = vi.fn();
    render(<Harness stored={{ publishAt: '2099-03-01T06:00:00.000Z', unpublishAt: null }} onPatch={onPatch} />);
    expect(screen.getByLabelText('Publiser fra')).toHaveValue('2099-03-01T07:00');
    expect(screen.getByRole('button', { name: 'Tøm avpubliser fra' })).toBeDisabled();
    expect(onPatch).toHaveBeenLastCalledWith({}, null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tøm publiser fra' }));
    expect(screen.getByLabelText('Publiser fra')).toHaveValue('');
    expect(onPatch).toHaveBeenLastCalledWith({ publishAt: null }, null);
  });

  it('say so when the window would end before it starts', () => {
    const onPatch = vi.fn();
    render(<Harness stored={{ publishAt: '2099-03-01T06:00:00.000Z' }} onPatch={onPatch} />);
    fireEvent.change(screen.getByLabelText('Avpubliser fra'), { target: { value: '2099-02-01T07:00' } });
    expect(screen.getByRole('alert')).toHaveTextContent(WINDOW_ORDER_MESSAGE);
    expect(screen.getByLabelText('Avpubliser fra')).toHaveAttribute('aria-invalid', 'true');
    expect(onPatch).toHaveBeenLastCalledWith(expect.anything(), WINDOW_ORDER_MESSAGE);
  });

  it('say nothing about a window when there is none', () => {
    render(<Controlled initial={{ publishAt: null, unpublishAt: null }} />);
    expect(screen.queryByText(/Publiseres|Avpubliseres/)).toBeNull();
  });
});

describe('PublishState', () => {
  it("shows a published item's window beside 'Publisert', and nothing more for a draft", () => {
    const { rerender } = render(<PublishState draft={false} window={{ publishAt: '2099-03-01T06:00:00.000Z' }} />);
    expect(screen.getByText('Publisert')).toBeInTheDocument();
    expect(screen.getByText('Publiseres 1. mars 2099 kl. 07.00')).toBeInTheDocument();
    rerender(<PublishState draft window={{ publishAt: '2099-03-01T06:00:00.000Z' }} />);
    expect(screen.queryByText(/Publiseres/)).toBeNull();
  });
});
