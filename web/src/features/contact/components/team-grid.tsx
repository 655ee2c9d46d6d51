import type { TeamMember } from '@rms/schema';
import { phoneE164 } from '@rms/schema/site-facts';
import { Img } from '@/components/ui/img';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';

const CARD = 'overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-sand-200';
const SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
}

/**
 * The team, three per row: photo, name, title, mail link, phone. Until the site
 * settings have loaded (`team` undefined) three empty cards of the same size hold the space.
 */
export function TeamGrid({ team }: { team: TeamMember[] | undefined }) {
  if (!team) {
    return (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Laster ansatte">
        {[0, 1, 2].map((i) => (
          <li key={i} className={CARD}>
            <div className="aspect-square w-full animate-pulse bg-sand-100" />
            <div className="h-[9.5rem] p-5" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {team.map((member, i) => (
        <li key={`${member.email}-${i}`} className={CARD}>
          {member.photo ? (
            <Img image={member.photo} sizes={SIZES} aspectRatio="1 / 1" style={{ objectPosition: '50% 30%' }} className="w-full" />
          ) : (
            <div aria-hidden="true" className="flex aspect-square w-full items-center justify-center bg-navy-100 text-5xl font-semibold text-navy-900">
              {initials(member.name)}
            </div>
          )}
          <div className="p-5">
            <h3 className="text-lg font-semibold text-navy-950">{member.name}</h3>
            <p className="text-sm text-slate-700">{member.title}</p>
            <p className="mt-3 flex items-center gap-2 text-sm">
              <MailIcon width={16} height={16} className="shrink-0 text-accent-700" />
              <a href={`mailto:${member.email}`} className="break-all text-accent-700 hover:underline">
                {member.email}
              </a>
            </p>
            <p className="mt-1 flex items-center gap-2 text-sm">
              <PhoneIcon width={16} height={16} className="shrink-0 text-accent-700" />
              <a href={`tel:${phoneE164(member.phone)}`} className="text-slate-800 hover:underline">
                {member.phone}
              </a>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
