import type { ConfirmOptions } from '@/components/ui/confirm-dialog';

/**
 * The question before a wizard's saved draft is thrown away, with the draft and its uploaded
 * pictures: `noun` is the item in the definite form ('produktet', 'prosjektet').
 */
export function discardDraftQuestion(message: string, noun: string, title: string): ConfirmOptions {
  return {
    message,
    detail: `«${title}» er lagret som utkast. Forkaster du det, slettes ${noun} og bildene som er lastet opp.`,
    confirmLabel: `Forkast ${noun}`,
    cancelLabel: 'Fortsett å redigere',
    danger: true,
  };
}
