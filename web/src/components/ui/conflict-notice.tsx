import { CONFLICT_MESSAGE } from '@/lib/conflict';

/**
 * Shown after a save was refused with 409: what happened, and the version saved meanwhile (its
 * title and/or description), so the admin can compare it with their own text, still in the form.
 */
export function ConflictNotice({ title, html }: { title?: string; html?: string }) {
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p>{CONFLICT_MESSAGE}</p>
      {title !== undefined && <p className="mt-2 font-semibold">Lagret nå: «{title}»</p>}
      {html !== undefined && (
        <>
          {title === undefined && <p className="mt-2 font-semibold">Lagret beskrivelse nå:</p>}
          <div className="rich-text mt-1 max-w-3xl" dangerouslySetInnerHTML={{ __html: html }} />
        </>
      )}
    </div>
  );
}
