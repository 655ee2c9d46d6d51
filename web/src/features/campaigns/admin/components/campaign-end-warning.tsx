import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAdminCampaigns } from '../api/campaigns-admin';
import { endingSoon } from '../lib/campaign-groups';
import { osloTime } from '../lib/oslo-time';

/** The dashboard's warning: a running campaign ends within three days (so staff can extend or replace it). */
export function CampaignEndWarning({ now = () => new Date() }: { now?: () => Date }) {
  const { data } = useAdminCampaigns();
  const ending = data ? endingSoon(data, now()) : [];
  if (ending.length === 0) return null;
  return (
    <div role="status" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{ending.length === 1 ? 'En kampanje slutter snart' : `${ending.length} kampanjer slutter snart`}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {ending.map((c) => (
          <li key={c.id}>
            «{c.title}» slutter {osloTime(c.endsAt)}.
          </li>
        ))}
      </ul>
      <Link to={paths.adminCampaigns} className="mt-2 inline-block text-sm font-semibold underline">
        Gå til kampanjene
      </Link>
    </div>
  );
}
