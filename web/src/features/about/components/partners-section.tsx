import type { Membership, Partner } from '@/content/company';

/** Partners in rows of two, logos 60 high, each opening in a new tab; the membership logo 80 high (spec §2). */
export function PartnersSection({ partners, membership }: { partners: Partner[]; membership: Membership }) {
  return (
    <section aria-labelledby="partners-heading" className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <p className="eyebrow">Samarbeid</p>
        <h2 id="partners-heading" className="mt-2 text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
          Partnere
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6">
          {partners.map((partner) => (
            <li key={partner.name}>
              <a
                href={partner.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-full flex-col items-center justify-center gap-3 rounded-xl border border-sand-200 bg-sand-50 p-6 text-center transition hover:border-accent-500 hover:bg-white"
              >
                <img src={partner.logo} alt={partner.name} height={partner.height} width={partner.height * 3.5} style={{ height: partner.height, width: 'auto', margin: partner.margin }} loading="lazy" decoding="async" />
                <span className="text-sm text-slate-700">
                  {partner.description}
                  <span className="sr-only"> (åpnes i ny fane)</span>
                </span>
              </a>
            </li>
          ))}
        </ul>

        <div className="mt-12 flex flex-col items-center gap-6 rounded-xl border border-sand-200 bg-navy-50 p-8 text-center sm:flex-row sm:text-left">
          <a href={membership.url} target="_blank" rel="noopener noreferrer" className="shrink-0">
            <img src={membership.logo} alt={`${membership.name} (åpnes i ny fane)`} height={membership.height} width={membership.height * 2.75} style={{ height: membership.height, width: 'auto' }} loading="lazy" decoding="async" />
          </a>
          <p className="text-slate-800">{membership.text}</p>
        </div>
      </div>
    </section>
  );
}
