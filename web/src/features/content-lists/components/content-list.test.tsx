import type { Project } from '@rms/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { saveSession } from '@/lib/session';
import { mockFetch, renderWithProviders } from '../../../../../test/web/render';
import { ProjectStatistics } from './content-statistics';
import { LIST_PAGE_SIZE as PAGE_SIZE } from '@/components/ui/show-more';
import { ContentList } from './content-list';
import { productNode } from '../../../../../test/web/product-node';

const node = productNode;
const project = (id: string, title: string, extra: Partial<Project> = {}): Project =>
  ({ id, title, description: '', images: [], draft: false, created_at: '2026-01-01T00:00:00.000Z', modified_at: '2026-01-01T00:00:00.000Z', ...extra }) as Project;

const TREE = { id: 'root', sub: [node('markiser', 'Markiser', 0, {}, [node('terrasse', 'Terrassemarkise i utkast', 1, { draft: true })]), node('screens', 'Screens', 0)] };
const FUTURE = new Date(Date.now() + 86_400_000).toISOString();
const PROJECTS = [project('hytte', 'Hytte på Hadeland', { draft: true }), project('villa', 'Villa i Jessheim', { publishAt: FUTURE }), project('butikk', 'Butikk i Eidsvoll')];

function serve({ projects = PROJECTS, failProjects = false }: { projects?: Project[]; failProjects?: boolean } = {}) {
  let failing = failProjects;
  const fetchMock = mockFetch((_method, path) => {
    if (path.startsWith('/api/products')) return { status: 200, body: { data: TREE } };
    if (path.startsWith('/api/projects')) return failing ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : { status: 200, body: { data: projects } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
  });
  return { fetchMock, recover: () => (failing = false) };
}

function renderList(search = '') {
  saveSession({ uid: 'u1', email: 'editor@example.com', role: 'editor' }, 'token');
  return renderWithProviders(
    <>
      <ProjectStatistics />
      <ContentList />
    </>,
    { path: `${paths.adminContent}${search}`, route: paths.adminContent },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const list = () => screen.findByRole('region', { name: 'Alt innhold' });

describe("/admin/innhold's content lists", () => {
  it('lists the product tree with each row linking to its editor, and a draft found by search and the draft filter', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderList();
    const region = await list();
    expect(await within(region).findByRole('link', { name: 'Screens' })).toHaveAttribute('href', '/produkter/endre/screens');
    await user.type(within(region).getByLabelText('Søk i titler'), 'terrasse');
    await user.selectOptions(within(region).getByLabelText('Status'), 'utkast');
    const links = within(within(region).getByRole('list')).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([['Terrassemarkise i utkast', '/produkter/endre/terrasse']]);
    expect(within(region).getByText('Produkt i Markiser')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?vis=produkter&status=utkast&q=terrasse');
  });

  it("opens the list a project tile counts: 'Scheduled' links to the scheduled projects, with the same number", async () => {
    serve();
    const user = userEvent.setup();
    renderList();
    const stats = await screen.findByRole('region', { name: 'Project Statistics' });
    const scheduled = await within(stats).findByRole('link', { name: /Scheduled/ });
    expect(scheduled).toHaveTextContent('1');
    expect(scheduled).toHaveAttribute('href', '/admin/innhold?vis=prosjekter&status=planlagt');
    await user.click(scheduled);
    const region = await list();
    const rows = within(within(region).getByRole('list')).getAllByRole('link');
    expect(rows.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([['Villa i Jessheim', '/referanser/endre/villa']]);
    expect(within(region).getByText('1 av 3 prosjekter')).toBeInTheDocument();
  });

  it("offers 'Nytt produkt' and 'Nytt prosjekt', each starting its wizard", async () => {
    serve();
    renderList();
    const region = await list();
    expect(within(region).getByRole('link', { name: 'Nytt produkt' })).toHaveAttribute('href', paths.productNew);
    expect(within(region).getByRole('link', { name: 'Nytt prosjekt' })).toHaveAttribute('href', paths.referenceNew);
  });

  it(`shows ${PAGE_SIZE} rows at a time, with the count, and 'Vis flere' adds the next ones`, async () => {
    const many = Array.from({ length: PAGE_SIZE + 7 }, (_, i) => project(`p${i}`, `Prosjekt ${i}`));
    serve({ projects: many });
    const user = userEvent.setup();
    renderList('?vis=prosjekter');
    const region = await list();
    await within(region).findByText(`${PAGE_SIZE + 7} prosjekter`);
    expect(within(within(region).getByRole('list')).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    await user.click(within(region).getByRole('button', { name: 'Vis flere (7 til)' }));
    expect(within(within(region).getByRole('list')).getAllByRole('listitem')).toHaveLength(PAGE_SIZE + 7);
    expect(within(region).queryByRole('button', { name: /Vis flere/ })).toBeNull();
  });

  it("offers 'Prøv igjen' when the list could not be read, and shows it after a successful retry", async () => {
    const { recover } = serve({ failProjects: true });
    const user = userEvent.setup();
    renderList('?vis=prosjekter');
    const region = await list();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Kunne ikke hente prosjektene.');
    recover();
    await user.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(await within(region).findByRole('link', { name: 'Butikk i Eidsvoll' })).toBeInTheDocument();
  });
});
