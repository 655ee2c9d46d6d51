import { Link, useNavigate } from 'react-router';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { mainNavigation, paths } from '@/config/paths';
import type { HoursRow } from '@rms/schema';
import { formatDays, formatTimes, phoneE164 } from '@rms/schema/site-facts';
import { FOOTER_MAP_HEIGHT, MAP_ZOOM, company } from '@/content/company';
import { MapView } from '@/features/maps/components/map-view';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { usePendingNavigation } from '@/lib/router-history';
import { useStoredUser } from '@/lib/session';
import { Logo } from './logo';

/** Opening hours from the site settings; while they load, two empty lines hold the space. */
function Hours({ label, rows }: { label: string; rows: HoursRow[] | undefined }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-white">
        <ClockIcon width={16} height={16} className="text-accent-400" />
        {label}
      </h3>
      <dl className="mt-2 min-h-12 space-y-1 text-sm">
        {rows?.map((row) => (
          <div key={`${row.days.join()}-${row.opens}`} className="flex justify-between gap-4">
            <dt>{formatDays(row.days)}</dt>
            <dd className="text-white tabular-nums">{formatTimes(row)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** 'Admin login' for anonymous visitors; 'Logger inn...' while the sign-in screen loads. */
function AdminLogin() {
  const user = useStoredUser();
  const navigate = useNavigate();
  const pending = usePendingNavigation();
  if (user) return null;
  const loading = pending?.pathname === paths.login;
  return (
    <button type="button" onClick={() => navigate(paths.login)} disabled={loading} className="text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline disabled:opacity-70">
      {loading ? 'Logger inn...' : 'Admin login'}
    </button>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const { data: settings } = useSiteSettings();
  return (
    <footer className="mt-auto bg-navy-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-3">
        <div>
          <Logo inverted />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{`${company.tagline}.`}</p>
          <nav aria-label="Bunnmeny" className="mt-6">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="hover:text-white hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Kontakt</h2>
          {/* The address block keeps its height while the settings load: nothing below it moves. */}
          <address className="mt-3 min-h-[8.5rem] space-y-2 text-sm not-italic" aria-busy={settings ? undefined : true}>
            {settings && (
              <>
                <p className="flex gap-2">
                  <MapPinIcon width={16} height={16} className="mt-0.5 shrink-0 text-accent-400" />
                  <span>
                    {settings.companyName}
                    <br />
                    {settings.street}
                    <br />
                    {`${settings.postalCode} ${settings.city}`}
                  </span>
                </p>
                <p className="flex gap-2">
                  <PhoneIcon width={16} height={16} className="mt-0.5 shrink-0 text-accent-400" />
                  <a href={`tel:${phoneE164(settings.phone)}`} className="hover:text-white hover:underline">
                    {settings.phone}
                  </a>
                </p>
                <p className="flex gap-2">
                  <MailIcon width={16} height={16} className="mt-0.5 shrink-0 text-accent-400" />
                  <a href={`mailto:${settings.email}`} className="break-all hover:text-white hover:underline">
                    {settings.email}
                  </a>
                </p>
              </>
            )}
          </address>
          <div className="mt-4 max-w-sm overflow-hidden rounded-md">
            <MapView centre={settings?.map} zoom={MAP_ZOOM.footer} height={FOOTER_MAP_HEIGHT} label="Kart som viser hvor RMS Solskjerming holder til" />
          </div>
        </div>
        <div className="max-w-xs space-y-6">
          <h2 className="sr-only">Åpningstider</h2>
          <Hours label="Kontortid" rows={settings?.officeHours} />
          <Hours label="Telefontjeneste" rows={settings?.phoneHours} />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-5 text-sm">
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <p>
              {`© ${year} ${settings?.companyName ?? company.legalName}`}
            </p>
            <Link to={paths.privacy} className="hover:text-white hover:underline">
              Personvernerklæring
            </Link>
          </div>
          <AdminLogin />
        </div>
      </div>
    </footer>
  );
}
