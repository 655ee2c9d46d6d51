import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { VersionComparison } from './version-comparison';

// Decision 129: a picture no live or draft item uses answers 404 unless the request carries a staff
// token, and an <img> sends none; the comparison fetches it with the token and shows it from a blob.

const TOKEN = 'staff-id-token';
const kept = { id: 'a', src: 'projects,hytte,a.jpg', title: 'Fasaden', alt_text: 'Hytta fra sør', isMain: true };
const removed = { id: 'b', src: 'projects,hytte,b.jpg', title: 'Terrassen', alt_text: 'Markise over terrassen', isMain: false };
const base = { title: 'Hytte på Hadeland', description: '<p>Tekst</p>', draft: false };
const removedUrl = /^\/optimize\/projects\/hytte\/b\.jpg\?w=256&f=webp&q=\d+$/;

let objectUrls: string[];
let revoked: string[];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  objectUrls = [];
  revoked = [];
  URL.createObjectURL = vi.fn(() => {
    objectUrls.push(`blob:thumb-${objectUrls.length + 1}`);
    return objectUrls.at(-1)!;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  saveSession({ uid: 'u1', email: 'admin@example.com', role: 'editor' }, TOKEN);
});

afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.unstubAllGlobals();
});

/** The media routes as a staff screen meets them: the removed picture only with the token. */
function media({ available = true } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('Authorization');
    if (available && removedUrl.test(url) && auth === `Bearer ${TOKEN}`) return new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' } });
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function compare(beforeImages: unknown[], afterImages: unknown[]) {
  return render(<VersionComparison kind="project" before={{ label: 'Endret 1. desember', item: { ...base, images: beforeImages } }} after={{ label: 'Nåværende', item: { ...base, images: afterImages } }} onClose={vi.fn()} />);
}

describe('a version comparison shows pictures that are private now', () => {
  it('fetches a removed picture with the signed-in user\'s token and shows it from a blob address, revoked when the comparison closes', async () => {
    const fetchMock = media();
    const { unmount } = compare([kept, removed], [kept]);

    await waitFor(() => expect(screen.getByRole('img', { name: 'Markise over terrassen' }).tagName).toBe('IMG'));
    const shown = screen.getByRole('img', { name: 'Markise over terrassen' });
    expect(shown).toHaveAttribute('src', 'blob:thumb-1');
    expect(shown).toHaveAttribute('width', '112');
    expect(shown).toHaveAttribute('height', '84');
    expect(shown).toHaveClass('h-21', 'w-28', 'rounded', 'object-cover');
    const [url, init] = fetchMock.mock.calls.find(([input]) => removedUrl.test(String(input)))!;
    expect(String(url)).toMatch(removedUrl);
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(revoked).toEqual([]);

    unmount();
    expect(revoked).toEqual(['blob:thumb-1']);
  });

  it("shows 'Bildet er ikke tilgjengelig' in the failed-image look when the picture cannot be fetched", async () => {
    media({ available: false });
    compare([kept, removed], [kept]);
    expect(await screen.findByText('Bildet er ikke tilgjengelig')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Markise over terrassen (Bildet er ikke tilgjengelig)' }).tagName).toBe('DIV');
    expect(document.querySelector('img')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it("shows 'Bildet er slettet for godt' in place of a picture taken down for good, and fetches nothing", () => {
    const fetchMock = media();
    compare([kept, { takenDown: true, note: 'Bildet er slettet for godt' }], [kept]);
    expect(screen.getByText('Fjernet')).toBeInTheDocument();
    expect(screen.getByText('Bildet er slettet for godt')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a version comparison shows a changed publishing window', () => {
  it("names the edges 'Publiser fra' and 'Avpubliser fra' and shows them in Oslo time", () => {
    media();
    render(
      <VersionComparison
        kind="project"
        before={{ label: 'Endret 1. desember', item: { ...base, images: [], publishAt: '2099-03-01T06:00:00.000Z' } }}
        after={{ label: 'Nåværende', item: { ...base, images: [], publishAt: null, unpublishAt: '2099-04-30T21:59:00.000Z' } }}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('Publiser fra')).toBeInTheDocument();
    expect(screen.getByText('Avpubliser fra')).toBeInTheDocument();
    expect(screen.getByText('1. mars 2099 kl. 07.00')).toBeInTheDocument();
    expect(screen.getByText('30. april 2099 kl. 23.59')).toBeInTheDocument();
  });
});
