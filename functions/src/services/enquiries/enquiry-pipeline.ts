import { handlingOf, type EnquiryPatch, type PipelineEvent, type PipelineStage, type StoredEnquiry } from '@rms/schema';

/**
 * An enquiry's way towards a sale (decision 132): Ny → Kontaktet → Tilbud sendt (with its sum) →
 * Vunnet or Tapt (with why), archived or not at any stage. Stages may be set in any order (a call
 * that ends in a sale at once goes from Ny to Vunnet); the quote's sum is kept once set, so a
 * quote that was lost still counts among the quotes sent.
 */

/** The part of an enquiry the pipeline changes. */
export type PipelineState = Pick<StoredEnquiry, 'stage' | 'archived' | 'amountNok' | 'lostReason'>;

/** The pipeline fields a change writes, its history entry and what its audit entry says; null when nothing changes. */
export interface PipelineChange {
  changes: Partial<Pick<StoredEnquiry, 'stage' | 'archived' | 'amountNok' | 'lostReason' | 'handling' | 'answered_at' | 'pipelineHistory'>>;
  audit: Record<string, unknown>;
}

/** Where a patch takes the pipeline. `handling` from older clients: answered moves a new enquiry to contacted and leaves a later stage as it is. */
export function nextState(current: PipelineState, patch: EnquiryPatch): PipelineState {
  let stage: PipelineStage = current.stage;
  let archived = current.archived;
  if (patch.handling === 'new') [stage, archived] = ['new', false];
  if (patch.handling === 'answered') [stage, archived] = [current.stage === 'new' ? 'contacted' : current.stage, false];
  if (patch.handling === 'archived') archived = true;
  if (patch.stage) stage = patch.stage;
  if (patch.archived !== undefined) archived = patch.archived;
  return {
    stage,
    archived,
    amountNok: patch.amountNok ?? current.amountNok,
    lostReason: stage === 'lost' ? (patch.lostReason ?? current.lostReason) : null,
  };
}

/** The change a patch makes to an enquiry's pipeline, made by `by` at `at`. */
export function pipelineChange(current: StoredEnquiry, patch: EnquiryPatch, by: string, at: string): PipelineChange | null {
  const next = nextState(current, patch);
  const keys = ['stage', 'archived', 'amountNok', 'lostReason'] as const;
  if (keys.every((k) => next[k] === current[k])) return null;
  const event: PipelineEvent = { at, by, ...next };
  const handling = handlingOf(next.stage, next.archived);
  const audit: Record<string, unknown> = {};
  if (handling !== current.handling) audit.handling = { from: current.handling, to: handling };
  for (const k of keys) if (next[k] !== current[k]) audit[k] = { from: current[k], to: next[k] };
  return {
    changes: {
      ...next,
      handling,
      // The first contact: when the enquiry first left Ny.
      ...(next.stage !== 'new' && !current.answered_at ? { answered_at: at } : {}),
      pipelineHistory: [...current.pipelineHistory, event],
    },
    audit,
  };
}
