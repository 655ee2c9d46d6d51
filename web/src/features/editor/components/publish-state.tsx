import { windowLabel, type Window } from '@rms/schema';

/**
 * 'Utkast' or 'Publisert': the mark admins see on a product or project (visitors never see a draft),
 * and beside a published one its window ('Publiseres 1. mars kl. 07.00'), when it has one.
 */
export function PublishState({ draft, window }: { draft: boolean | undefined; window?: Window }) {
  const scheduled = !draft && window ? windowLabel(window) : null;
  return (
    <>
      <span className={draft ? 'rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-semibold text-amber-950' : 'rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900'}>
        {draft ? 'Utkast' : 'Publisert'}
      </span>
      {scheduled && <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">{scheduled}</span>}
    </>
  );
}
