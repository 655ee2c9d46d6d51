import { NIGHTLY_BACKUPS_KEPT, PRIVACY_PATH, SPAM_RETENTION_DAYS, STATS_RETENTION_MONTHS, type SiteSettingsDoc } from '@rms/schema';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { BACKUP_NIGHTS_KEPT, STATS_MONTHS_KEPT } from '@/features/privacy/components/privacy-statement';
import { loadSchemas } from '@/lib/api-client';
import { mockFetch, renderWithProviders } from '../../../../test/web/render';
import { siteSettingsDoc } from '../../../../test/site-settings-fixture';
import PrivacyRoute from './privacy';

afterEach(() => vi.unstubAllGlobals());
// The settings query validates with the lazily loaded schemas; compiling them once here keeps that out of each test's wait.
beforeAll(() => loadSchemas(), 20_000);

const SETTINGS: SiteSettingsDoc = siteSettingsDoc({ messageRetentionMonths: 18 });

/** The page once the settings have arrived (the contact section shows their street). */
async function renderPrivacy(settings: Partial<SiteSettingsDoc> = {}) {
  mockFetch((_method, path) => (path === '/api/settings/site' ? { status: 200, body: { data: { ...SETTINGS, ...settings } } } : { status: 404 }));
  renderWithProviders(<PrivacyRoute />, { path: '/personvern' });
  await screen.findByText(/Industrivegen 14/);
}

const REQUIRED_SECTIONS = ['Hva vi samler inn, og hvorfor', 'Rettslig grunnlag', 'Hvor lenge vi lagrer opplysningene', 'Hvem som behandler opplysningene for oss', 'Dine rettigheter', 'Kontakt oss om personvern'];

describe('the privacy statement (/personvern)', () => {
  it('lives at the address the forms and the footer link to, and counts the backups the nightly job keeps', () => {
    expect(paths.privacy).toBe(PRIVACY_PATH);
    expect(BACKUP_NIGHTS_KEPT).toBe(NIGHTLY_BACKUPS_KEPT);
    expect(STATS_MONTHS_KEPT).toBe(STATS_RETENTION_MONTHS);
  });

  it('describes the visit statistics: what is counted, the daily salt, nothing on the device, how long totals are kept, GPC and DNT', async () => {
    await renderPrivacy();
    const collected = screen.getByRole('region', { name: 'Hva vi samler inn, og hvorfor' });
    const stats = within(collected).getByText('Besøksstatistikk').nextElementSibling as HTMLElement;
    for (const what of ['adressen til siden', 'google.no', 'liten, middels eller stor', 'mobil, nettbrett eller datamaskin', 'hvilket land', 'salt', 'byttes ut hver dag', 'IP-adressen og nettleserens navn lagres ikke', 'enkeltbesøk blir ikke tatt vare på etter dagen', 'Global Privacy Control', 'Do Not Track']) {
      expect(stats).toHaveTextContent(what);
    }
    const cookies = within(collected).getByText('Informasjonskapsler').nextElementSibling;
    expect(cookies).toHaveTextContent('lagrer ingenting på enheten din, heller ikke for besøksstatistikken');
    expect(cookies).toHaveTextContent('ber vi deg ikke om samtykke');
    expect(screen.getByRole('region', { name: 'Rettslig grunnlag' })).toHaveTextContent('Besøksstatistikken bygger på vår berettigede interesse');
    const retention = screen.getByRole('region', { name: 'Hvor lenge vi lagrer opplysningene' });
    expect(within(retention).getByText(`${STATS_RETENTION_MONTHS} måneder`)).toBeInTheDocument();
    expect(retention).toHaveTextContent('saltet som lager dem, slettes når dagen er over');
  });

  it('says how long enquiries are kept, from the site settings, and how long spam and backups keep them', async () => {
    await renderPrivacy();
    const retention = screen.getByRole('region', { name: 'Hvor lenge vi lagrer opplysningene' });
    expect(within(retention).getByText('18 måneder')).toBeInTheDocument();
    expect(within(retention).getByText(`${SPAM_RETENTION_DAYS} dager`)).toBeInTheDocument();
    expect(retention).toHaveTextContent(`de siste ${NIGHTLY_BACKUPS_KEPT} nettene`);
    // The server takes a deleted enquiry out of every backup at once (the retention job and DELETE).
    expect(retention).toHaveTextContent('fjerner vi den samtidig fra alle sikkerhetskopiene');
  });

  it('names site visit bookings: what is stored, and that they are kept and deleted with their enquiry, from the backups too', async () => {
    await renderPrivacy();
    const collected = screen.getByRole('region', { name: 'Hva vi samler inn, og hvorfor' });
    const bookings = within(collected).getByText('Bestilling av befaring').nextElementSibling as HTMLElement;
    for (const what of ['adressen og postnummeret', 'tiden du velger', 'kalenderinvitasjon', 'slettes sammen med henvendelsen', 'bare som en kode']) expect(bookings).toHaveTextContent(what);
    const retention = screen.getByRole('region', { name: 'Hvor lenge vi lagrer opplysningene' });
    expect(retention).toHaveTextContent('En bestilt befaring slettes sammen med henvendelsen den hører til, altså 18 måneder etter at den ble bestilt');
    expect(retention).toHaveTextContent('fjernes da også fra alle sikkerhetskopiene');
  });

  it('names quotes: what is kept of an acceptance (never the address itself), and that they go with their enquiry, from the backups too', async () => {
    await renderPrivacy();
    const collected = screen.getByRole('region', { name: 'Hva vi samler inn, og hvorfor' });
    const quotes = within(collected).getByText('Tilbud du får fra oss').nextElementSibling as HTMLElement;
    for (const what of ['navnet du skriver', 'aldri selve adressen', 'slettes sammen med henvendelsen']) expect(quotes).toHaveTextContent(what);
    const retention = screen.getByRole('region', { name: 'Hvor lenge vi lagrer opplysningene' });
    expect(retention).toHaveTextContent('Tilbud vi har sendt deg, med alle versjoner og PDF-er, slettes sammen med henvendelsen de hører til, og fjernes da også fra alle sikkerhetskopiene');
  });

  it("gives the company's name, address, e-mail and phone from the settings as whom to contact", async () => {
    await renderPrivacy();
    const contact = screen.getByRole('region', { name: 'Kontakt oss om personvern' });
    expect(contact).toHaveTextContent('RMS Solskjerming AS');
    expect(contact).toHaveTextContent('Industrivegen 14');
    expect(contact).toHaveTextContent('2069 Jessheim');
    expect(within(contact).getByRole('link', { name: 'post@rms-solskjerming.no' })).toHaveAttribute('href', 'mailto:post@rms-solskjerming.no');
    expect(within(contact).getByRole('link', { name: '63 97 41 20' })).toHaveAttribute('href', 'tel:+4763974120');
  });

  it('has every part the law requires, and the staff’s own text only as a section of its own beside them', async () => {
    await renderPrivacy({ privacyText: 'Vi svarer som regel samme dag.\n\nSpør oss gjerne om personvern.' });
    expect(screen.getByRole('heading', { level: 1, name: 'Personvernerklæring' })).toBeInTheDocument();
    for (const name of REQUIRED_SECTIONS) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const basis = screen.getByRole('region', { name: 'Rettslig grunnlag' });
    expect(basis).toHaveTextContent('artikkel 6 nr. 1 bokstav b');
    expect(basis).toHaveTextContent('artikkel 6 nr. 1 bokstav f');
    const processors = screen.getByRole('region', { name: 'Hvem som behandler opplysningene for oss' });
    expect(processors).toHaveTextContent('europe-north1');
    expect(processors).toHaveTextContent('Finland');
    expect(processors).toHaveTextContent('Twilio SendGrid');
    expect(processors).toHaveTextContent('Data Privacy Framework');
    const rights = screen.getByRole('region', { name: 'Dine rettigheter' });
    for (const right of ['innsyn', 'rettet', 'slettet', 'begrense', 'protestere', 'dataportabilitet']) expect(rights).toHaveTextContent(right);
    expect(within(rights).getByRole('link', { name: 'datatilsynet.no' })).toHaveAttribute('href', 'https://www.datatilsynet.no');
    const collected = screen.getByRole('region', { name: 'Hva vi samler inn, og hvorfor' });
    for (const what of ['navnet ditt', 'e-postadressen din', 'telefonnummeret ditt', 'postnummer', 'befaring', 'ingen informasjonskapsler', 'IP-adresser maskeres']) {
      expect(collected).toHaveTextContent(what);
    }
    const own = screen.getByRole('region', { name: 'Mer fra oss' });
    expect([...own.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Vi svarer som regel samme dag.', 'Spør oss gjerne om personvern.']);
  });

  it('has no section of the staff’s own when they wrote nothing, and says 12 months for settings saved before the retention existed', async () => {
    const { messageRetentionMonths: _months, privacyText: _text, ...older } = SETTINGS;
    mockFetch((_method, path) => (path === '/api/settings/site' ? { status: 200, body: { data: older } } : { status: 404 }));
    renderWithProviders(<PrivacyRoute />, { path: '/personvern' });
    await screen.findByText(/Industrivegen 14/);
    expect(screen.queryByRole('region', { name: 'Mer fra oss' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Hvor lenge vi lagrer opplysningene' })).getByText('12 måneder')).toBeInTheDocument();
  });
});
