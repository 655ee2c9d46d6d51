import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { CONFLICT_MESSAGE } from '@/lib/conflict';
import { toast } from '@/lib/toast';
import { testQueryClient } from '../../../../../test/web/render';
import { resetAfterEachTest } from '../../../../../test/web/editor-screen-doubles';
import { useItemEditor, type EditedItem } from './use-item-editor';

vi.mock('@/lib/toast');

const OPENED = '2026-11-21T10:00:00.000Z';
const item = (title: string, modified_at: string): EditedItem => ({ id: 'hytte', title, description: '<p>x</p>', modified_at });
const conflictError = () => new ApiError({ status: 409, code: 'CONFLICT', message: 'stale' });

function renderEditor(stored: EditedItem | null) {
  // The current version, as the item query loads it after a 409.
  const loadCurrent = vi.fn(async (_id: string) => item('Lagret av en annen', '2026-11-21T11:00:00.000Z'));
  const itemQuery = (id: string) => ({ queryKey: ['items', id], queryFn: () => loadCurrent(id) });
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () => {
      const form = useForm<{ title: string }>({ defaultValues: { title: stored?.title ?? '' } });
      return { form, editor: useItemEditor({ form, stored, itemQuery, listKey: ['items'] }) };
    },
    { wrapper },
  );
  const type = (title: string) => act(() => hook.result.current.form.setValue('title', title, { shouldDirty: true }));
  const save = (send: (from: string | undefined) => Promise<EditedItem>) =>
    act(() => hook.result.current.editor.save({ send, success: 'Lagret', failure: 'Kunne ikke lagre' }));
  return { hook, type, save, loadCurrent };
}

resetAfterEachTest();

describe('useItemEditor: the version a save starts from', () => {
  it('starts from the stored version, then from each version the screen saved; only a later upload moves it on', async () => {
    const { hook, type, save } = renderEditor(item('Hytte', OPENED));
    const send = vi.fn(async (from: string | undefined) => item(`saved from ${from}`, '2026-11-21T12:00:00.000Z'));
    await type('Hytte 2');
    expect(hook.result.current.form.formState.isDirty).toBe(true);
    await save(send);
    expect(send).toHaveBeenLastCalledWith(OPENED);
    expect(toast.success).toHaveBeenCalledWith('Lagret');
    // What was saved is the form's new starting point.
    expect(hook.result.current.form.formState.isDirty).toBe(false);
    expect(hook.result.current.form.getValues('title')).toBe('Hytte 2');

    act(() => hook.result.current.editor.noteVersion('2026-11-21T11:30:00.000Z'));
    expect(hook.result.current.editor.version).toBe('2026-11-21T12:00:00.000Z');
    act(() => hook.result.current.editor.noteVersion('2026-11-21T12:30:00.000Z'));
    await save(send);
    expect(send).toHaveBeenLastCalledWith('2026-11-21T12:30:00.000Z');
  });

  it('a 409 toasts CONFLICT_MESSAGE, shows the current version, keeps the typed text, and the next save starts from it', async () => {
    const { hook, type, save, loadCurrent } = renderEditor(item('Hytte', OPENED));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await type('Min tekst');
    let saved: EditedItem | null = item('x', OPENED);
    await act(async () => {
      saved = await hook.result.current.editor.save({ send: () => Promise.reject(conflictError()), failure: 'Kunne ikke lagre' });
    });
    expect(saved).toBeNull();
    expect(toast.error).toHaveBeenCalledWith(CONFLICT_MESSAGE);
    expect(toast.error).not.toHaveBeenCalledWith('Kunne ikke lagre');
    expect(loadCurrent).toHaveBeenCalledWith('hytte');
    expect(hook.result.current.editor.conflict?.title).toBe('Lagret av en annen');
    expect(hook.result.current.form.getValues('title')).toBe('Min tekst');
    expect(hook.result.current.form.formState.isDirty).toBe(true);

    const send = vi.fn(async () => item('Min tekst', '2026-11-21T12:00:00.000Z'));
    await save(send);
    expect(send).toHaveBeenCalledWith('2026-11-21T11:00:00.000Z');
    expect(hook.result.current.editor.conflict).toBeNull();
  });

  it('another failure toasts its own text and loads nothing; the version stays', async () => {
    const { hook, type, loadCurrent } = renderEditor(item('Hytte', OPENED));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await type('Min tekst');
    await act(() => hook.result.current.editor.save({ send: () => Promise.reject(new Error('nett')), failure: (e) => `Feil: ${(e as Error).message}` }));
    expect(toast.error).toHaveBeenCalledWith('Feil: nett');
    expect(loadCurrent).not.toHaveBeenCalled();
    expect(hook.result.current.editor.version).toBe(OPENED);
    expect(hook.result.current.editor.conflict).toBeNull();
  });
});

describe("useItemEditor: a wizard's 'Neste'", () => {
  it('creates the draft the first time, passes unchanged details through, and saves changed ones from the draft’s version', async () => {
    const { hook, type } = renderEditor(null);
    const create = vi.fn(async () => item('Ny', OPENED));
    const update = vi.fn(async (from: string | undefined) => item('Ny 2', from === OPENED ? '2026-11-21T12:00:00.000Z' : 'wrong'));
    const next = () => hook.result.current.editor.saveDraft({ send: create, failure: 'opprett' }, () => ({ send: update, failure: 'lagre' }));
    await type('Ny');
    await act(next);
    expect(create).toHaveBeenCalledTimes(1);
    expect(hook.result.current.editor.item?.id).toBe('hytte');
    await act(next);
    expect(create).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
    await type('Ny 2');
    await act(next);
    expect(update).toHaveBeenCalledWith(OPENED);
    expect(hook.result.current.editor.version).toBe('2026-11-21T12:00:00.000Z');
  });
});
