import type { Campaign } from '@rms/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../../../test/web/render';
import { campaignFixture } from '../../../../../../test/campaign-fixture';
import { productNodeAt } from '../../../../../../test/web/product-node';
import { CampaignAdmin } from './campaign-admin';
import { CampaignEndWarning } from './campaign-end-warning';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const NOW = new Date('2026-04-10T10:00:00.000Z');
const now = () => NOW;

const campaign = (id: string, title: string, startsAt: string, endsAt: string) =>
  campaignFixture(id, startsAt, endsAt, { title, text: '<p>Tilbud</p>', created_at: '2026-01-01T00:00:00.000Z', modified_at: '2026-01-01T00:00:00.000Z' });
const running = campaign('aaa', 'Vårkampanje', '2026-04-01T07:00:00.000Z', '2026-04-12T21:59:00.000Z');
const soon = campaign('bbb', 'Sommerstart', '2026-04-20T07:00:00.000Z', '2026-05-20T07:00:00.000Z');
const later = campaign('ccc', 'Høstservice', '2026-09-01T07:00:00.000Z', '2026-09-30T07:00:00.000Z');
const past = campaign('ddd', 'Vinterrabatt', '2026-01-01T07:00:00.000Z', '2026-02-01T07:00:00.000Z');

const tree = { id: 'root', sub: [productNodeAt('markiser', 'Markiser', 0, 'produkter', [productNodeAt('terrassemarkise', 'Terrassemarkise', 1, 'produkter/markiser')])] };

function api(list: Campaign[], write: (method: string, path: string, body: unknown) => { status: number; body?: unknown } = () => ({ status: 500, body: {} })) {
  return mockFetch((method, path, body) => {
    if (method === 'GET' && path === '/api/campaigns') return { status: 200, body: { data: list } };
    if (method === 'GET' && path === '/api/products') return { status: 200, body: { data: tree } };
    if (method === 'GET' && path === '/api/projects') return { status: 200, body: { data: [] } };
    return write(method, path, body);
  });
}

describe("'Kampanjer'", () => {
  it('lists what runs now, what starts in the next 14 days, what comes later and what has ended', async () => {
    api([past, later, soon, running]);
    renderWithProviders(<CampaignAdmin now={now} />);
    const group = async (name: string) => within(await screen.findByRole('list', { name }));
    expect((await group('Pågår nå')).getByText(/Vårkampanje/)).toBeInTheDocument();
    expect((await group('Pågår nå')).getByText('Slutter snart')).toBeInTheDocument();
    expect((await group('Starter de neste 14 dagene')).getByText(/Sommerstart/)).toBeInTheDocument();
    expect((await group('Senere og kladder')).getByText(/Høstservice/)).toBeInTheDocument();
    expect((await group('Tidligere kampanjer')).getByText(/Vinterrabatt/)).toBeInTheDocument();
    // Times in Oslo time: 07:00 UTC is 09:00 in summer time.
    expect(screen.getByText(/1\. april 2026 (kl\. )?09[:.]00/)).toBeInTheDocument();
  });

  it('says which campaign points at a product or page that is gone', async () => {
    const orphan = campaignFixture('eee', '2026-04-01T07:00:00.000Z', '2026-04-12T21:59:00.000Z', {
      title: 'Gammel lenke',
      link: { kind: 'product', id: 'slettet-markise' },
      placements: [{ kind: 'home' }, { kind: 'product', id: 'borte' }],
    });
    api([running, orphan]);
    renderWithProviders(<CampaignAdmin now={now} />);
    expect(await screen.findByText('Lenken går til «slettet-markise», som ikke finnes lenger. Endre kampanjen.')).toBeInTheDocument();
    expect(screen.getByText('Plassert på «borte», som ikke finnes lenger. Endre kampanjen.')).toBeInTheDocument();
    // The campaign whose link and places exist says nothing.
    expect(screen.getAllByText(/som ikke finnes lenger/)).toHaveLength(2);
  });

  it('creates a campaign with its times entered in Oslo time and its placements from the product tree', async () => {
    const posted: unknown[] = [];
    api([], (method, path, body) => {
      if (method === 'POST' && path === '/api/campaigns') {
        posted.push(body);
        return { status: 201, body: { data: { ...running, id: 'new' } } };
      }
      return { status: 500, body: {} };
    });
    const user = userEvent.setup();
    renderWithProviders(<CampaignAdmin now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Ny kampanje' }));
    await user.type(screen.getByLabelText('Tittel'), 'Vårkampanje');
    const start = screen.getByLabelText('Starter (norsk tid)');
    await user.clear(start);
    await user.type(start, '2026-04-01T09:00');
    const end = screen.getByLabelText('Slutter (norsk tid)');
    await user.clear(end);
    await user.type(end, '2026-04-30T23:59');
    await user.click(await screen.findByRole('checkbox', { name: 'Markiser' }));
    await user.selectOptions(screen.getByLabelText('Lenken går til'), 'category');
    await user.selectOptions(screen.getByLabelText('Lenkemål'), 'markiser');
    await user.click(screen.getByRole('button', { name: 'Opprett kampanje' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      title: 'Vårkampanje',
      startsAt: '2026-04-01T07:00:00.000Z',
      endsAt: '2026-04-30T21:59:00.000Z',
      placements: [{ kind: 'home' }, { kind: 'product', id: 'markiser' }],
      link: { kind: 'category', id: 'markiser' },
      imageId: null,
      draft: false,
    });
    expect(toast.success).toHaveBeenCalledWith('Kampanjen «Vårkampanje» er opprettet');
  });

  it('refuses an end before the start before asking the server, and shows the server’s refusal at the field it names', async () => {
    const posted: unknown[] = [];
    api([], (method, _path, body) => {
      if (method !== 'POST') return { status: 500, body: {} };
      posted.push(body);
      return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Lenken går ikke til noe', issues: [{ path: 'link.path', message: 'Lenken går ikke til noe: ingen side har adressen /finnes-ikke' }] } } };
    });
    const user = userEvent.setup();
    renderWithProviders(<CampaignAdmin now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Ny kampanje' }));
    await user.type(screen.getByLabelText('Tittel'), 'Feil');
    const end = screen.getByLabelText('Slutter (norsk tid)');
    await user.clear(end);
    await user.type(end, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Opprett kampanje' }));
    expect(await screen.findByText('Slutt må være etter start')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(end);
    await user.type(end, '2027-01-01T10:00');
    await user.selectOptions(screen.getByLabelText('Lenken går til'), 'path');
    await user.type(screen.getByLabelText('Lenkemål'), '/finnes-ikke');
    await user.click(screen.getByRole('button', { name: 'Opprett kampanje' }));
    expect(await screen.findByText(/ingen side har adressen \/finnes-ikke/)).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });

  it('sends the modified_at it read with a change, and says so when someone else saved first', async () => {
    const put: unknown[] = [];
    api([running], (method, path, body) => {
      if (method === 'PUT' && path === '/api/campaigns/aaa') {
        put.push(body);
        return { status: 409, body: { error: { code: 'CONFLICT', message: 'changed' } } };
      }
      return { status: 500, body: {} };
    });
    const user = userEvent.setup();
    renderWithProviders(<CampaignAdmin now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Endre kampanjen Vårkampanje' }));
    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    expect(await screen.findByText(/Noen andre har lagret endringer/)).toBeInTheDocument();
    expect(put[0]).toMatchObject({ modified_at: running.modified_at, startsAt: running.startsAt, endsAt: running.endsAt });
  });

  it('shows a campaign’s history under its form, from the campaign’s own versions', async () => {
    const asked: string[] = [];
    api([running], (method, path) => {
      asked.push(path);
      if (method === 'GET' && path.startsWith('/api/campaigns/aaa/versions')) {
        return { status: 200, body: { data: [{ id: 'v1', at: running.created_at, by: { uid: 'u1', email: 'redaktor@example.com' }, kind: 'opprettet', changedFields: ['title'] }] } };
      }
      return { status: 500, body: {} };
    });
    const user = userEvent.setup();
    renderWithProviders(<CampaignAdmin now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Endre kampanjen Vårkampanje' }));
    const history = await screen.findByRole('region', { name: 'Historikk' });
    expect(await within(history).findByText('Opprettet')).toBeInTheDocument();
    expect(history).toHaveTextContent('redaktor@example.com');
    expect(asked.some((path) => path.startsWith('/api/campaigns/aaa/versions'))).toBe(true);
  });

  it('deletes a campaign only after the question is answered', async () => {
    const deleted: string[] = [];
    api([running], (method, path) => {
      if (method === 'DELETE') {
        deleted.push(path);
        return { status: 200, body: { data: { deleted: ['aaa'] } } };
      }
      return { status: 500, body: {} };
    });
    const user = userEvent.setup();
    renderWithProviders(<CampaignAdmin now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Slett kampanjen Vårkampanje' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Slette kampanjen «Vårkampanje»?');
    expect(deleted).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(deleted).toEqual(['/api/campaigns/aaa']));
  });
});

describe('the dashboard’s campaign warning', () => {
  it('warns of a running campaign that ends within three days, and of no other', async () => {
    api([running, soon, past]);
    renderWithProviders(<CampaignEndWarning now={now} />);
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent('En kampanje slutter snart');
    expect(warning).toHaveTextContent('«Vårkampanje» slutter');
    expect(warning).not.toHaveTextContent('Sommerstart');
  });

  it('says nothing while no running campaign ends within three days', async () => {
    const fetched = api([soon, past]);
    renderWithProviders(<CampaignEndWarning now={now} />);
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
