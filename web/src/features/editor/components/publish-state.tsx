/** 'Utkast' or 'Publisert': the mark admins see on a product or project (visitors never see a draft). */
export function PublishState({ draft }: { draft: boolean | undefined }) {
  return (
    <span className={draft ? 'rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-semibold text-amber-950' : 'rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900'}>
      {draft ? 'Utkast' : 'Publisert'}
    </span>
  );
}
