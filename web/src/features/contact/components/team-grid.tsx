import { Img } from '@/components/ui/img';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import type { TeamMember } from '@/content/company';

const telHref = (phone: string) => `tel:+47${phone.replace(/\D/g, '')}`;

/** The team, three per row (spec §2/§9): photo, name, title, mail link, phone. */
export function TeamGrid({ team }: { team: TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {team.map((member) => (
        <li key={member.email} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-sand-200">
          <Img image={member.photo} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" aspectRatio="1 / 1" style={{ objectPosition: '50% 30%' }} className="w-full" />
          <div className="p-5">
            <h3 className="text-lg font-semibold text-navy-950">{member.name}</h3>
            <p className="text-sm text-slate-700">{member.title}</p>
            <p className="mt-3 flex items-center gap-2 text-sm">
              <MailIcon width={16} height={16} className="text-accent-700" />
              <a href={`mailto:${member.email}`} className="text-accent-700 hover:underline">
                {member.email}
              </a>
            </p>
            <p className="mt-1 flex items-center gap-2 text-sm">
              <PhoneIcon width={16} height={16} className="text-accent-700" />
              <a href={telHref(member.phone)} className="text-slate-800 hover:underline">
                {member.phone}
              </a>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
