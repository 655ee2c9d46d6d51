import { formatDays, formatTimes, type HoursRow, type SiteSettings } from '@rms/schema';
import { PartnersSection } from '@/features/about';
import { TeamGrid } from '@/features/contact';

function Hours({ label, rows }: { label: string; rows: HoursRow[] }) {
  return (
    <div>
      <h3 className="font-semibold">{label}</h3>
      {rows.length === 0 ? (
        <p className="text-slate-600">Ingen tider</p>
      ) : (
        <ul>
          {rows.map((r, i) => (
            <li key={i}>
              {formatDays(r.days)} {formatTimes(r)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What visitors will see once saved: the contact details and hours, the team and the partners. */
export function SettingsPreview({ settings }: { settings: SiteSettings }) {
  return (
    <div className="space-y-8">
      <div className="grid gap-4 rounded-xl bg-navy-950 p-6 text-sm text-slate-200 sm:grid-cols-3">
        <div>
          <h3 className="font-semibold text-white">Kontakt</h3>
          <p>{settings.companyName}</p>
          <p>{settings.street}</p>
          <p>
            {settings.postalCode} {settings.city}
          </p>
          <p>{settings.phone}</p>
          <p className="break-all">{settings.email}</p>
        </div>
        <Hours label="Kontortid" rows={settings.officeHours} />
        <Hours label="Telefontjeneste" rows={settings.phoneHours} />
      </div>
      <section aria-label="Forhåndsvisning av ansatte">
        <h3 className="mb-4 text-lg font-semibold text-navy-950">Våre ansatte</h3>
        <TeamGrid team={settings.team} />
      </section>
      <div className="overflow-hidden rounded-xl ring-1 ring-sand-200">
        <PartnersSection partners={settings.partners} membership={settings.membership} />
      </div>
    </div>
  );
}
