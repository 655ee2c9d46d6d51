import { afterEach, vi, type Mock } from 'vitest';

// Stand-ins for the tests of the editor screens (product and project): the rich-text editor and the
// image manager have tests of their own, so a screen's test swaps them for these simple ones with
// vi.mock(path, async () => ({ Name: (await import('@/features/editor/testing/editor-screen-doubles')).X })).

/** The rich-text editor as a plain textarea with the same accessible name. */
export function RichTextStandIn({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return <textarea aria-label={label} defaultValue={value} onChange={(e) => onChange(e.target.value)} />;
}

/** The image manager as one button that reports one uploaded image. */
export function ImagesStandIn({ onImagesChange }: { onImagesChange?: (n: number) => void }) {
  return (
    <button type="button" onClick={() => onImagesChange?.(1)}>
      stub: bilder
    </button>
  );
}

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** The JSON bodies a screen sent with `method` (to paths matching `path`), oldest first. */
export function sentBodies(fetchMock: FetchMock, method: string, path = /./): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => init?.method === method && path.test(String(url)))
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
}

/** After each test: the real fetch back, and the mocks (toasts, spies) forgotten. */
export function resetAfterEachTest(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
}
