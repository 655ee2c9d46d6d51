import type { Project } from '@rms/schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProjectSidebar } from './project-sidebar';

const project = (id: string, title: string): Project => ({
  id,
  title,
  description: '',
  images: [],
  draft: false,
  created_at: '2025-01-01T00:00:00.000Z',
  modified_at: '2025-01-01T00:00:00.000Z',
});

const projects = [project('a', 'Terrassemarkise i Jessheim'), project('b', 'Screens på kontorbygg'), project('c', 'Pergola i Nannestad')];

function renderSidebar(list = projects) {
  return render(
    <MemoryRouter initialEntries={['/referanser/b']}>
      <ProjectSidebar projects={list} />
    </MemoryRouter>,
  );
}

describe('ProjectSidebar', () => {
  it("has the heading 'Referanser' and lists every project", () => {
    renderSidebar();
    expect(screen.getByRole('heading', { name: 'Referanser' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('filters titles case-insensitively and highlights the match', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.type(screen.getByRole('searchbox', { name: 'Søk referanse' }), 'JESSHEIM');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Terrassemarkise i Jessheim');
    expect(within(links[0]!).getByText('Jessheim').tagName).toBe('MARK');
  });

  it("says 'Ingen treff' when nothing matches", async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.type(screen.getByRole('searchbox', { name: 'Søk referanse' }), 'hytte');
    expect(screen.getByText('Ingen treff')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it("says 'Ingen referanser funnet' when there are no projects", () => {
    renderSidebar([]);
    expect(screen.getByText('Ingen referanser funnet')).toBeInTheDocument();
  });

  it('marks the open project bold', () => {
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Screens på kontorbygg' })).toHaveClass('font-bold');
    expect(screen.getByRole('link', { name: 'Pergola i Nannestad' })).not.toHaveClass('font-bold');
  });
});
