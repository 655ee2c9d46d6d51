import type { Membership, Partner } from '@rms/schema';
import type { ReactNode } from 'react';
import { imageUrl } from '@/lib/image-url';

const TILE = 'flex h-full flex-col items-center justify-center gap-3 rounded-xl border border-sand-200 bg-sand-50 p-6 text-center';

/** A partner's tile: a link out in a new tab when it has an address, else just the logo and text. */
function PartnerTile({ partner }: { partner: Partner }) {
  const body: ReactNode = (
    <>
      <img src={imageUrl(partner.logo.src)} alt={partner.logo.alt_text || partner.name} height={partner.height} width={Math.round(partner.height * 3.5)} style={{ height: partner.height, width: 'auto', margin: '0 auto' }} loading="lazy" decoding="async" />
      {(partner.description || partner.url) && (
        <span className="text-sm text-slate-700">
          {partner.description}
          {partner.url && <span className="sr-only"> (åpnes i ny fane)</span>}
        </span>
      )}
    </>
  );
  if (!partner.url) return <div className={TILE}>{body}</div>;
  return (
    <a href={partner.url} target="_blank" rel="noopener noreferrer" className={`${TILE} transition hover:border-accent-500 hover:bg-white`}>
      {body}
    </a>
  );
}

interface PartnersSectionProps {
  /** Undefined while the site settings load: tiles of the same size hold the space. */
  partners: Partner[] | undefined;
  membership: Membership | undefined;
}

/** Partners in rows of two, logos 60 high, each opening in a new tab; the membership logo 80 high. */
export function PartnersSection({ partners, membership }: PartnersSectionProps) {
  return (
    <section aria-labelledby="partners-heading" className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <p className="eyebrow">Samarbeid</p>
        <h2 id="partners-heading" className="mt-2 text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
          Partnere
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-4 empty:hidden sm:gap-6" aria-busy={partners ? undefined : true}>
          {partners
            ? partners.map((partner, i) => (
                <li key={`${partner.name}-${i}`}>
                  <PartnerTile partner={partner} />
                </li>
              ))
            : [0, 1, 2, 3].map((i) => (
                <li key={i}>
                  <div className={`${TILE} h-[10.5rem] animate-pulse`} />
                </li>
              ))}
        </ul>

        <div className="mt-12 flex min-h-[10rem] flex-col items-center gap-6 rounded-xl border border-sand-200 bg-navy-50 p-8 text-center sm:flex-row sm:text-left">
          {membership && <MembershipLogo membership={membership} />}
          {membership && <p className="text-slate-800">{membership.text}</p>}
        </div>
      </div>
    </section>
  );
}

function MembershipLogo({ membership }: { membership: Membership }) {
  const alt = membership.logo.alt_text || membership.name;
  const logo = (linked: boolean) => (
    <img src={imageUrl(membership.logo.src)} alt={linked ? `${alt} (åpnes i ny fane)` : alt} height={membership.height} width={Math.round(membership.height * 2.75)} style={{ height: membership.height, width: 'auto' }} loading="lazy" decoding="async" />
  );
  if (!membership.url) return <div className="shrink-0">{logo(false)}</div>;
  return (
    <a href={membership.url} target="_blank" rel="noopener noreferrer" className="shrink-0">
      {logo(true)}
    </a>
  );
}
