import { Link } from 'react-router';
import { useImages } from '../api/get-images';
import { filteredLibrary } from '../lib/filters';
import { isLive } from '../lib/usage';

/** The dashboard's line: how many pictures of published items lack alt text, linking to the library with that filter on. */
export function MissingAltSummary() {
  const { data } = useImages({ missingAlt: true });
  if (!data) return null;
  const count = data.filter(isLive).length;
  return (
    <p className="mt-1 text-slate-700">
      <Link to={filteredLibrary('missingAlt')} className={count > 0 ? 'font-semibold text-red-800 hover:underline' : 'font-medium text-accent-700 hover:underline'}>
        {count === 0 ? 'Alle publiserte bilder har alt-tekst' : `${count} ${count === 1 ? 'publisert bilde mangler' : 'publiserte bilder mangler'} alt-tekst`}
      </Link>
    </p>
  );
}
