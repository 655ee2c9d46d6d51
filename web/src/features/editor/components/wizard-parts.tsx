import type { ReactNode } from 'react';

interface WizardImagesFooterProps {
  onBack: () => void;
  onFinish: () => void;
  busy: boolean;
  /** An upload is running: 'Ferdig' waits for it. */
  uploading: boolean;
  /** Something else holds 'Ferdig' back (a product needs an image). */
  finishBlocked?: boolean;
  /** The wizard's way out beside 'Ferdig' ('Avbryt', 'Forkast'). */
  children?: ReactNode;
}

interface WizardDetailsFooterProps {
  onNext: () => void;
  busy: boolean;
  /** The details are being saved ('Lagrer…'). */
  saving: boolean;
  /** The wizard's way out on the left ('Avbryt', 'Forkast'). */
  children?: ReactNode;
}

/** The buttons under a wizard's details step: the way out, and 'Neste: Legg til bilder' (which saves the details). */
export function WizardDetailsFooter({ onNext, busy, saving, children }: WizardDetailsFooterProps) {
  return (
    <div className="flex flex-wrap justify-between gap-3">
      {children}
      <button type="button" className="btn-primary ml-auto" onClick={onNext} disabled={busy}>
        {saving ? 'Lagrer…' : 'Neste: Legg til bilder'}
      </button>
    </div>
  );
}

/** The buttons under a wizard's image step: back to the details (short on a phone), and 'Ferdig'. */
export function WizardImagesFooter({ onBack, onFinish, busy, uploading, finishBlocked = false, children }: WizardImagesFooterProps) {
  return (
    <div className="flex flex-wrap justify-between gap-3">
      <button type="button" className="btn-secondary" onClick={onBack} disabled={busy}>
        <span className="sm:hidden">Tilbake</span>
        <span className="hidden sm:inline">Tilbake til detaljer</span>
      </button>
      <div className="flex gap-3">
        {children}
        <button type="button" className="btn-primary" onClick={onFinish} disabled={busy || uploading || finishBlocked}>
          {uploading ? 'Venter på opplasting…' : 'Ferdig'}
        </button>
      </div>
    </div>
  );
}

/** A wizard's image step: a line saying what it is for, then the images. Kept mounted while hidden, so uploads keep their progress. */
export function WizardImagesStep({ hidden, intro, children }: { hidden: boolean; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-8 space-y-6" hidden={hidden}>
      <p className="text-slate-700">{intro}</p>
      {children}
    </div>
  );
}
