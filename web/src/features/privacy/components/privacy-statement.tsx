import type { SiteSettings } from '@rms/schema';
import { DEFAULT_MESSAGE_RETENTION_MONTHS, SPAM_RETENTION_DAYS } from '@rms/schema/contact-texts';
import { phoneE164 } from '@rms/schema/site-facts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { company } from '@/content/company';

/**
 * How many nightly backups are kept (the schema's NIGHTLY_BACKUPS_KEPT, one a night). Written here
 * because visitor code imports no value from the zod barrel; privacy-statement.test.ts keeps the two equal.
 */
export const BACKUP_NIGHTS_KEPT = 30;
/**
 * How long the visit statistics' daily totals are kept (the schema's STATS_RETENTION_MONTHS; the
 * same month last year stays comparable). Written here for the same reason; the route's test keeps the two equal.
 */
export const STATS_MONTHS_KEPT = 25;
/** Where the site's data is stored (functions/src/config.ts, firebase.json). */
export const DATA_REGION = 'europe-north1';

/** The facts the statement reads from the site settings: the company's contact details and the retention. */
export type PrivacyFacts = Pick<SiteSettings, 'companyName' | 'street' | 'postalCode' | 'city' | 'email' | 'phone' | 'messageRetentionMonths' | 'privacyText'>;

const months = (n: number) => `${n} ${n === 1 ? 'måned' : 'måneder'}`;

/**
 * What the site collects and why. One entry per kind of data: what is collected, whether it
 * identifies anyone, and how long it is kept where that is not said below.
 */
function collected(): { title: string; body: ReactNode }[] {
  return [
    {
      title: 'Kontaktskjemaet',
      body: (
        <>
          Når du sender oss en melding, får vi navnet ditt, e-postadressen din, telefonnummeret ditt hvis du oppgir det, og meldingen. Vi bruker
          opplysningene til å svare på henvendelsen din. Du får en kvittering på e-post med navnet ditt, produktet hvis du ber om tilbud, og når du kan vente svar,
          men ikke selve meldingen, og høyst én i timen til samme adresse, så ingen kan bruke skjemaet til å sende e-post til andre. For å holde den
          grensen lagrer vi en kode (en hash) av e-postadressen og tidspunktet for siste kvittering, ikke selve adressen.
        </>
      ),
    },
    {
      title: 'Tilbudsforespørsler',
      body: (
        <>
          Ber du om tilbud fra en produktside, får vi i tillegg vite hvilket produkt forespørselen gjelder, og det du velger å fylle ut av postnummer, mål
          (bredde og utfall/høyde) og om du ønsker befaring. Vi bruker opplysningene til å gi deg et tilbud og avtale en eventuell befaring.
        </>
      ),
    },
    {
      title: 'Bestilling av befaring',
      body: (
        <>
          Bestiller du befaring, får vi navnet ditt, telefonnummeret ditt, e-postadressen din, adressen og postnummeret der vi skal komme, tiden du velger og
          det du eventuelt skriver til oss. Vi bruker opplysningene til å komme på befaring, til å sende deg en bekreftelse med kalenderinvitasjon og en
          påminnelse dagen før, og til å gi deg et tilbud etterpå. Bestillingen blir også en henvendelse i innboksen vår, og den lagres og slettes sammen med
          henvendelsen. Lenken du får for å flytte eller avlyse befaringen, lagrer vi bare som en kode (en hash), ikke selve lenken.
        </>
      ),
    },
    {
      title: 'Tilbud du får fra oss',
      body: (
        <>
          Sender vi deg et tilbud, lagrer vi det sammen med henvendelsen: navnet ditt, e-postadressen, eventuelt telefonnummeret og adressen der arbeidet skal
          gjøres, og selve tilbudet som PDF. Aksepterer du tilbudet, lagrer vi tidspunktet, navnet du skriver, en kode av PDF-en du aksepterte og en kode (en
          hash) av nettverksadressen svaret kom fra, aldri selve adressen. Lenken til tilbudet lagrer vi bare som en kode. Tilbudet lagres og slettes sammen
          med henvendelsen.
        </>
      ),
    },
    {
      title: 'Hvor du kom fra',
      body: (
        <>
          Sender du en melding eller ber om tilbud, sendes det med hvor besøket ditt startet: navnet på nettstedet du kom fra (for eksempel facebook.com),
          kampanjemerkene i lenken du fulgte (utm_source, utm_medium og utm_campaign, hvis lenken hadde dem) og hvilken side du kom inn på. Nettleseren
          holder dette bare i minnet mens du er på nettstedet, uten informasjonskapsler eller lagring på enheten din. Vi lagrer det sammen med henvendelsen
          og sletter det med den, for å se hvilke annonser og lenker som fører til forespørsler og salg.
        </>
      ),
    },
    {
      title: 'Vern mot spam',
      body: (
        <>
          Når du begynner å fylle ut et skjema, henter siden en nøkkel fra serveren vår som bare viser når skjemaet ble tatt i bruk. Den sier ingenting om
          deg, men lar oss skille meldinger fra mennesker og automatiske roboter. Meldinger som ser ut som spam, lagres for seg og sendes ikke videre.
        </>
      ),
    },
    {
      title: 'Besøksstatistikk',
      body: (
        <>
          Vi teller hvilke sider som blir vist, for å se hva besøkende er interessert i og om produktsidene fører til tilbudsforespørsler. Når en side vises,
          sender nettleseren din adressen til siden, navnet på nettstedet du eventuelt kom fra (bare navnet, for eksempel google.no, og bare for den første
          siden du åpner, med kampanjenavnet utm_campaign hvis lenken du fulgte hadde et) og om skjermen er liten, middels eller stor. Serveren leser i tillegg hva slags enhet nettleseren oppgir (mobil, nettbrett eller
          datamaskin) og hvilket land forespørselen kommer fra. For å telle hvor mange ulike besøkende vi har hver dag, lager serveren en kode (en hash) av
          IP-adressen og nettleserens navn og versjon, blandet med et tilfeldig tall (et salt) som byttes ut hver dag. Saltet og dagens koder slettes når
          dagen er over, så ingen kan føre koden tilbake til deg eller kjenne deg igjen neste dag. IP-adressen og nettleserens navn lagres ikke, og enkeltbesøk
          blir ikke tatt vare på etter dagen: vi beholder bare summer per dag, per side, per nettsted besøkende kom fra, per kampanje, per type enhet og per land. Har du
          slått på Global Privacy Control eller «Ikke spor» (Do Not Track) i nettleseren, sender siden ingenting til statistikken.
        </>
      ),
    },
    {
      title: 'Informasjonskapsler',
      body: (
        <>
          Nettstedet setter ingen informasjonskapsler (cookies) og lagrer ingenting på enheten din, heller ikke for besøksstatistikken. Derfor ber vi deg
          ikke om samtykke.
        </>
      ),
    },
    {
      title: 'Kart',
      body: (
        <>
          Kartene på nettstedet vises med Google Maps. Nettleseren din henter da kartet direkte fra Google, som dermed ser IP-adressen din. Vi får ingen
          opplysninger om deg fra kartet.
        </>
      ),
    },
    {
      title: 'Serverlogger',
      body: (
        <>
          Serverne våre logger tekniske opplysninger om forespørslene til nettstedet, som tidspunkt, hvilken side som ble hentet og eventuelle feil, for å
          holde nettstedet trygt og i drift. IP-adresser maskeres før de skrives i loggen, og loggene oppbevares bare en kort periode.
        </>
      ),
    },
  ];
}

/** The statement's own words from Innstillinger: plain text, one paragraph per blank-line-separated block. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-navy-950">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/**
 * The privacy statement (personvernerklæring, GDPR art. 13). The parts the law requires
 * are fixed here and cannot be removed from Innstillinger: what is collected and why, the legal
 * basis, how long it is kept (the retention months from the settings), who processes it, the
 * visitor's rights and whom to contact. Staff add their own words (`privacyText`) as a section of its own.
 */
export function PrivacyStatement({ facts }: { facts: PrivacyFacts | undefined }) {
  const owner = facts?.companyName || company.legalName;
  const retention = facts?.messageRetentionMonths ?? DEFAULT_MESSAGE_RETENTION_MONTHS;
  const own = paragraphs(facts?.privacyText ?? '');
  return (
    <div className="container-page py-12 sm:py-16">
      <article className="max-w-3xl">
      <p className="eyebrow">Personvern</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl">Personvernerklæring</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        {owner} er behandlingsansvarlig for personopplysningene som samles inn på dette nettstedet. Her forklarer vi hva vi samler inn, hvorfor, hvor lenge vi
        tar vare på det, hvem som behandler det for oss, og hvilke rettigheter du har.
      </p>

      <Section id="personvern-innsamling" title="Hva vi samler inn, og hvorfor">
        <dl className="space-y-4">
          {collected().map((item) => (
            <div key={item.title}>
              <dt className="font-semibold text-slate-900">{item.title}</dt>
              <dd className="mt-1">{item.body}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="personvern-grunnlag" title="Rettslig grunnlag">
        <p>
          Henvendelser, tilbudsforespørsler og bestilte befaringer behandler vi fordi du selv ber oss om det: for å svare deg, komme på befaring og gi deg et tilbud før en eventuell avtale
          (personvernforordningen artikkel 6 nr. 1 bokstav b).
        </p>
        <p>Vernet mot spam og serverloggene bygger på vår berettigede interesse i å holde nettstedet trygt og innboksen fri for spam (artikkel 6 nr. 1 bokstav f).</p>
        <p>
          Besøksstatistikken bygger på vår berettigede interesse i å vite hvilke sider som blir brukt, slik at vi kan gjøre nettstedet bedre (artikkel 6 nr. 1
          bokstav f). Den lagrer ingenting på enheten din, og trenger derfor ikke samtykke etter ekomloven.
        </p>
      </Section>

      <Section id="personvern-lagring" title="Hvor lenge vi lagrer opplysningene">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Henvendelser og tilbudsforespørsler slettes automatisk <strong>{months(retention)}</strong> etter at de kom inn.
            Bilder du sender med, lagres uten posisjon og andre skjulte opplysninger fra kameraet og slettes sammen med henvendelsen, også fra sikkerhetskopiene.
          </li>
          <li>
            En bestilt befaring slettes sammen med henvendelsen den hører til, altså {months(retention)} etter at den ble bestilt, eller
            tidligere hvis henvendelsen slettes før, for eksempel fordi du ber oss om det. Den fjernes da også fra alle sikkerhetskopiene.
          </li>
          <li>
            Tilbud vi har sendt deg, med alle versjoner og PDF-er, slettes sammen med henvendelsen de hører til, og fjernes da også fra alle sikkerhetskopiene.
          </li>
          <li>
            Meldinger som er merket som spam, slettes etter <strong>{SPAM_RETENTION_DAYS} dager</strong>.
          </li>
          <li>
            Besøksstatistikken beholder bare summer per dag, i <strong>{months(STATS_MONTHS_KEPT)}</strong>, slik at vi kan sammenligne med samme måned året
            før. Dagens koder og saltet som lager dem, slettes når dagen er over.
          </li>
          <li>
            Vi tar sikkerhetskopi av nettstedets data hver natt og beholder kopiene fra de siste {BACKUP_NIGHTS_KEPT} nettene. Når en henvendelse slettes, fordi
            lagringstiden er ute eller fordi du ber oss om det, fjerner vi den samtidig fra alle sikkerhetskopiene.
          </li>
        </ul>
      </Section>

      <Section id="personvern-databehandlere" title="Hvem som behandler opplysningene for oss">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong>Google</strong> (Firebase og Google Cloud) drifter nettstedet og lagrer henvendelsene. Dataene lagres i EU, i Googles region {DATA_REGION}{' '}
            i Finland.
          </li>
          <li>
            <strong>Twilio SendGrid</strong> sender oss e-postvarsler om nye henvendelser, og deg kvitteringer og bekreftelser og påminnelser om befaring. SendGrid kan behandle opplysningene i USA; overføringen bygger på
            EU–US Data Privacy Framework og EUs standardkontraktsbestemmelser.
          </li>
        </ul>
        <p>Vi gir ikke opplysningene dine videre til andre.</p>
      </Section>

      <Section id="personvern-rettigheter" title="Dine rettigheter">
        <p>
          Du har rett til innsyn i opplysningene vi har om deg, og til å få dem rettet eller slettet. Du kan også be oss begrense behandlingen, protestere mot
          den og få opplysningene utlevert i et maskinlesbart format (dataportabilitet). Kontakt oss, så svarer vi senest innen én måned.
        </p>
        <p>
          Mener du at vi behandler personopplysninger i strid med regelverket, kan du klage til Datatilsynet (
          <a href="https://www.datatilsynet.no" className="text-accent-700 underline-offset-4 hover:underline">
            datatilsynet.no
          </a>
          ).
        </p>
      </Section>

      <Section id="personvern-kontakt" title="Kontakt oss om personvern">
        {facts ? (
          <address className="not-italic">
            {owner}
            <br />
            {facts.street}
            <br />
            {facts.postalCode} {facts.city}
            <br />
            E-post:{' '}
            <a href={`mailto:${facts.email}`} className="text-accent-700 underline-offset-4 hover:underline">
              {facts.email}
            </a>
            <br />
            Telefon:{' '}
            <a href={`tel:${phoneE164(facts.phone)}`} className="text-accent-700 underline-offset-4 hover:underline">
              {facts.phone}
            </a>
          </address>
        ) : (
          <p>
            Du når oss på{' '}
            <Link to={paths.contact} className="text-accent-700 underline-offset-4 hover:underline">
              kontaktsiden
            </Link>
            .
          </p>
        )}
      </Section>

      {own.length > 0 && (
        <Section id="personvern-mer" title="Mer fra oss">
          {own.map((p, i) => (
            <p key={i} className="whitespace-pre-line">
              {p}
            </p>
          ))}
        </Section>
      )}
      </article>
    </div>
  );
}
