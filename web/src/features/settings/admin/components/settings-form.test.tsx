import { DEFAULT_QUOTE_TERMS, DEFAULT_RECEIPT_INTRO, DEFAULT_RECEIPT_SUBJECT, type SiteSettingsDoc } from '@rms/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../../test/web/render';
import { CONFLICT_MESSAGE, INVALID_FORM_MESSAGE, SettingsForm } from './settings-form';
import { siteSettingsDoc } from '../../../../../../test/site-settings-fixture';

afterEach(() => vi.unstubAllGlobals());

const STORED: SiteSettingsDoc = siteSettingsDoc({
  team: [
    { name: 'Knut Nordby', title: 'Daglig leder', email: 'knut@rms-solskjerming.no', phone: '913 45 210', photo: { src: 'site,team-1.jpg', alt_text: 'Portrett av Knut' } },
    { name: 'Kari Haugen', title: 'Salg', email: 'kari@rms-solskjerming.no', phone: '922 18 744', photo: null },
  ],
  partners: [{ name: 'Solvia', url: '', description: '', logo: { src: '/logos/solvia-motors.svg', alt_text: 'Solvia' }, height: 60 }],
  messageRetentionMonths: 12,
});

function renderForm(initial: SiteSettingsDoc | null = STORED, reload = vi.fn(async () => STORED)) {
  return { reload, ...renderWithProviders(<SettingsForm initial={initial} reload={reload} />) };
}

/** A field of the 'Firma og kontakt' section (team members have fields of the same names). */
const field = (label: RegExp | string) => within(screen.getByRole('group', { name: 'Firma og kontakt' })).getByLabelText(label);

describe('Innstillinger form', () => {
  it('opens with an index that links to every section of the form', () => {
    renderForm();
    const index = screen.getByRole('navigation', { name: 'Deler av innstillingene' });
    const links = within(index).getAllByRole('link');
    const sections = document.querySelectorAll('form fieldset[id]');
    expect(links.map((l) => l.textContent)).toEqual([...sections].map((f) => f.querySelector('legend')?.textContent));
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName, link.textContent!).toBe('FIELDSET');
    }
    expect(links.length).toBeGreaterThanOrEqual(10);
  });

  it('refuses an invalid phone, e-mail, postal code and javascript: link with Norwegian messages, and sends nothing', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { data: STORED } }));
    const user = userEvent.setup();
    renderForm();
    await user.clear(field('Telefon'));
    await user.type(field('Telefon'), '123');
    await user.clear(field('E-post'));
    await user.type(field('E-post'), 'post(at)rms.no');
    await user.clear(field('Postnummer'));
    await user.type(field('Postnummer'), '20');
    const partner = screen.getByRole('listitem', { name: /Partner 1/ });
    await user.type(within(partner).getByLabelText('Nettside'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText(INVALID_FORM_MESSAGE)).toBeInTheDocument();
    expect(field('Telefon')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Ugyldig telefonnummer/)).toBeInTheDocument();
    expect(screen.getByText(/Ugyldig e-postadresse/)).toBeInTheDocument();
    expect(screen.getByText('Postnummer må være fire sifre')).toBeInTheDocument();
    expect(within(partner).getByText('Adressen må begynne med https:// eller http://')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs name, title, e-mail and phone for a new team member, and allows no more than 12', async () => {
    mockFetch(() => ({ status: 200, body: { data: STORED } }));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Legg til ansatt' }));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    const member = await screen.findByRole('listitem', { name: /Ansatt 3/ });
    expect(await within(member).findByText('Navn må fylles ut')).toBeInTheDocument();
    expect(within(member).getByText('Stilling må fylles ut')).toBeInTheDocument();
    expect(within(member).getByText('E-postadresse må fylles ut')).toBeInTheDocument();
    expect(within(member).getByText('Telefonnummer må fylles ut')).toBeInTheDocument();

    for (let i = 3; i < 12; i++) await user.click(screen.getByRole('button', { name: 'Legg til ansatt' }));
    expect(screen.getByRole('button', { name: 'Legg til ansatt' })).toBeDisabled();
    expect(screen.getByText('12 av høyst 12')).toBeInTheDocument();
  });

  it('reorders the team and saves it with the modified_at it started from', async () => {
    const fetchMock = mockFetch((method, _path, body) => ({ status: 200, body: { data: { ...(body as object), modified_at: '2026-01-11T10:00:00.000Z' } } }));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Flytt Kari Haugen opp' }));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/settings/site');
    expect(init?.method).toBe('PUT');
    const sent = JSON.parse(init!.body as string) as SiteSettingsDoc;
    expect(sent.team.map((m) => m.name)).toEqual(['Kari Haugen', 'Knut Nordby']);
    expect(sent.modified_at).toBe(STORED.modified_at);
  });

  it('shows a preview of what visitors will see before saving', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { data: STORED } }));
    const user = userEvent.setup();
    renderForm();
    await user.clear(field('Telefon'));
    await user.type(field('Telefon'), '22 33 44 55');
    await user.click(screen.getByRole('button', { name: 'Forhåndsvis' }));
    const preview = await screen.findByRole('region', { name: 'Forhåndsvisning (ikke lagret)' });
    expect(within(preview).getByText('22 33 44 55')).toBeInTheDocument();
    expect(within(preview).getByText('Mandag–fredag 09:00–16:00')).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Kari Haugen' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on 409 says so in Norwegian, keeps what the admin typed, and saves over the new version only when asked', async () => {
    const theirs: SiteSettingsDoc = { ...STORED, email: 'ny@rms-solskjerming.no', modified_at: '2026-01-12T10:00:00.000Z' };
    const bodies: SiteSettingsDoc[] = [];
    mockFetch((_method, _path, body) => {
      bodies.push(body as SiteSettingsDoc);
      return bodies.length === 1
        ? { status: 409, body: { error: { code: 'CONFLICT', message: 'changed by someone else' } } }
        : { status: 200, body: { data: { ...(body as object), modified_at: '2026-01-13T10:00:00.000Z' } } };
    });
    const user = userEvent.setup();
    const { reload } = renderForm(STORED, vi.fn(async () => theirs));
    await user.clear(field('Telefon'));
    await user.type(field('Telefon'), '22 33 44 55');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(reload).toHaveBeenCalled();
    expect(await screen.findByText(/ny@rms-solskjerming\.no/)).toBeInTheDocument();
    expect(field('Telefon')).toHaveValue('22 33 44 55');

    await user.click(screen.getByRole('button', { name: 'Behold mine endringer' }));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ phone: '22 33 44 55', modified_at: theirs.modified_at });
  });

  it('starts empty when the settings were never saved', () => {
    mockFetch(() => ({ status: 200, body: { data: STORED } }));
    renderForm(null);
    expect(field('Firmanavn')).toHaveValue('');
    expect(screen.getByText('0 av høyst 12')).toBeInTheDocument();
  });

  it('keeps enquiries from 1 to 60 months: refuses 0 and 61 with Norwegian messages and sends nothing', async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { data: STORED } }));
    const user = userEvent.setup();
    renderForm();
    const months = screen.getByLabelText('Hvor lenge henvendelser lagres (måneder)');
    expect(months).toHaveValue(12);
    await user.clear(months);
    await user.type(months, '0');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Minst 1 måned')).toBeInTheDocument();
    expect(months).toHaveAttribute('aria-invalid', 'true');

    await user.clear(months);
    await user.type(months, '61');
    expect(await screen.findByText('Høyst 60 måneder')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(screen.getByText(INVALID_FORM_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the retention in months and the privacy statement’s own text', async () => {
    const fetchMock = mockFetch((_method, _path, body) => ({ status: 200, body: { data: { ...(body as object), modified_at: '2026-01-11T10:00:00.000Z' } } }));
    const user = userEvent.setup();
    renderForm();
    const months = screen.getByLabelText('Hvor lenge henvendelser lagres (måneder)');
    await user.clear(months);
    await user.type(months, '60');
    await user.type(screen.getByLabelText('Egen tekst i personvernerklæringen'), 'Vi svarer som regel samme dag.');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const sent = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as SiteSettingsDoc;
    expect(sent.messageRetentionMonths).toBe(60);
    expect(sent.privacyText).toBe('Vi svarer som regel samme dag.');
  });

  it('saves the receipt’s subject and opening text, and refuses an empty subject', async () => {
    const fetchMock = mockFetch((_method, _path, body) => ({ status: 200, body: { data: { ...(body as object), modified_at: '2026-01-11T10:00:00.000Z' } } }));
    const user = userEvent.setup();
    renderForm();
    const subject = screen.getByLabelText('Emne på kvitteringen');
    const intro = screen.getByLabelText('Innledning i kvitteringen');
    expect(subject).toHaveValue(DEFAULT_RECEIPT_SUBJECT);
    expect(intro).toHaveValue(DEFAULT_RECEIPT_INTRO);

    await user.clear(subject);
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Emnet må fylles ut')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(subject, 'Takk for meldingen');
    await user.clear(intro);
    await user.type(intro, 'Vi tar kontakt snart.');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const sent = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as SiteSettingsDoc;
    expect(sent.receiptSubject).toBe('Takk for meldingen');
    expect(sent.receiptIntro).toBe('Vi tar kontakt snart.');
  });

  it('saves the terms printed on quotes and the organisation number, starting from the default terms', async () => {
    const fetchMock = mockFetch((_method, _path, body) => ({ status: 200, body: { data: { ...(body as object), modified_at: '2026-01-11T10:00:00.000Z' } } }));
    const user = userEvent.setup();
    renderForm();
    const terms = screen.getByLabelText('Vilkår på tilbud');
    expect(terms).toHaveValue(DEFAULT_QUOTE_TERMS);
    await user.clear(terms);
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Vilkårene må fylles ut')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(terms, 'Betaling innen 14 dager.');
    await user.type(screen.getByLabelText('Organisasjonsnummer'), '987 654 325');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const sent = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as SiteSettingsDoc;
    expect(sent.quoteTerms).toBe('Betaling innen 14 dager.');
    expect(sent.orgNumber).toBe('987654325');
  });

  it('saves the answer time of new enquiries in working hours (4 unless changed)', async () => {
    const fetchMock = mockFetch((_method, _path, body) => ({ status: 200, body: { data: { ...(body as object), modified_at: '2026-01-11T10:00:00.000Z' } } }));
    const user = userEvent.setup();
    renderForm();
    const hours = screen.getByLabelText('Svarfrist for nye henvendelser (arbeidstimer innenfor åpningstiden)');
    expect(hours).toHaveValue(4);
    await user.clear(hours);
    await user.type(hours, '8');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect((JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as SiteSettingsDoc).answerWithinHours).toBe(8);
  });

  it('saves a fixed page’s search and share fields with a share image uploaded here, previewing them as typed', async () => {
    const fetchMock = mockFetch((_method, _path, body) => ({ status: 200, body: { data: { ...(body as object), modified_at: '2026-01-11T10:00:00.000Z' } } }));
    const user = userEvent.setup();
    renderForm({ ...STORED, shareImages: [{ id: 'butikken', src: 'site,share,butikken.jpg', alt_text: 'Butikken vår', width: 2400, height: 1260 }] });
    const section = screen.getByRole('group', { name: 'Søk og deling' });
    await user.selectOptions(within(section).getByLabelText('Side'), 'about');
    await user.type(within(section).getByLabelText('Tittel i søkeresultater'), 'Om RMS Solskjerming');
    expect(within(section).getByText('19/60')).toBeInTheDocument();
    expect(within(within(section).getByTestId('google-preview')).getByText('Om RMS Solskjerming')).toBeInTheDocument();
    expect(within(within(section).getByTestId('google-preview')).getByText(/› om$/)).toBeInTheDocument();
    await user.selectOptions(within(section).getByLabelText('Delingsbilde'), 'butikken');
    await user.click(within(section).getByLabelText(/Skjul for søkemotorer/));
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const sent = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as SiteSettingsDoc;
    expect(sent.pageSeo.about).toMatchObject({ title: 'Om RMS Solskjerming', imageId: 'butikken', noindex: true });
    expect(sent.shareImages.map((i) => i.id)).toEqual(['butikken']);
  });
});
