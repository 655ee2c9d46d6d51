import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { formatDays, formatTimes, phoneE164 } from '@rms/schema/site-facts';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { FIXED_PAGE_HEADS } from '@/content/page-heads';
import { ContactForm } from '@/features/contact/components/contact-form';
import { TeamGrid } from '@/features/contact/components/team-grid';
import { ParallaxMapHero } from '@/features/maps/components/parallax-map-hero';
import { useSitePeople, useSiteSettings } from '@/features/settings/api/get-site-settings';
import { BusinessJsonLd } from '@/features/settings/components/business-json-ld';
import { usePageSeo } from '@/features/settings/components/page-seo';

/** Contact: map hero, 'Kontakt Oss', the team three per row, then the form. */
export default function ContactRoute() {
  const { data: settings } = useSiteSettings();
  const { data: people } = useSitePeople();
  const page = usePageSeo('contact');
  const description = FIXED_PAGE_HEADS.contact.description(settings);
  return (
    <>
      <Seo title="Kontakt oss" description={description} path="/kontakt" seo={page.seo} image={page.image} />
      <BusinessJsonLd />
      <ParallaxMapHero centre={settings?.map}>
        <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">Kontakt Oss</h1>
        <p className="mt-3 max-w-xl text-lg text-slate-200">Vi hjelper deg gjerne med råd, befaring og tilbud på solskjerming.</p>
        <Link to={paths.booking} className="btn-primary mt-6">
          Bestill gratis befaring
        </Link>
      </ParallaxMapHero>

      <div className="container-page grid gap-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <InfoCard icon={<MapPinIcon />} title="Besøksadresse">
          {settings && (
            <>
              {settings.street}
              <br />
              {settings.postalCode} {settings.city}
            </>
          )}
        </InfoCard>
        <InfoCard icon={<PhoneIcon />} title="Telefon">
          {settings && (
            <a href={`tel:${phoneE164(settings.phone)}`} className="text-accent-700 hover:underline">
              {settings.phone}
            </a>
          )}
        </InfoCard>
        <InfoCard icon={<MailIcon />} title="E-post">
          {settings && (
            <a href={`mailto:${settings.email}`} className="break-all text-accent-700 hover:underline">
              {settings.email}
            </a>
          )}
        </InfoCard>
        <InfoCard icon={<ClockIcon />} title="Åpningstider">
          {settings &&
            [
              { label: 'Kontortid', rows: settings.officeHours },
              { label: 'Telefontjeneste', rows: settings.phoneHours },
            ].map((hours) => (
              <span key={hours.label} className="block">
                <span className="font-medium text-slate-900">{hours.label}: </span>
                {hours.rows.map((r) => `${formatDays(r.days)} ${formatTimes(r)}`).join(', ')}
              </span>
            ))}
        </InfoCard>
      </div>

      <section aria-labelledby="team-heading" className="container-page pb-16">
        <h2 id="team-heading" className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">
          Våre ansatte
        </h2>
        <div className="mt-8">
          <TeamGrid team={people?.team} />
        </div>
      </section>

      <div className="container-page pb-20">
        <div className="mx-auto max-w-3xl">
          <ContactForm title="Send oss en melding" intro="Fyll ut skjemaet, så svarer vi så snart vi kan – som regel innen én arbeidsdag." />
        </div>
      </div>
    </>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-navy-950">
        <span className="text-accent-700">{icon}</span>
        {title}
      </h2>
      {/* Two lines' height even before the settings arrive: the cards do not grow when they do. */}
      <p className="mt-2 min-h-[2.75rem] text-sm leading-relaxed text-slate-700">{children}</p>
    </div>
  );
}
