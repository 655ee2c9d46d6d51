import type { Role } from '@rms/schema/role';
import { afterEach, vi, type Mock } from 'vitest';

// Stand-ins for the tests of the editor screens (product and project): the rich-text editor and the
// image manager have tests of their own, so a screen's test swaps them for these simple ones with
// vi.mock(path, async () => ({ Name: (await import('<relative path to test/web>/editor-screen-doubles')).X })).

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

/** Who is signed in for the screen's guard: an administrator unless a test says otherwise. */
export const signedIn: { role: Role } = { role: 'admin' };

/** useAuth for the screens' guards, answering as `signedIn` says. */
export function useAuthStandIn() {
  return { isAdmin: signedIn.role === 'admin', isStaff: signedIn.role !== 'user', user: { uid: 'u1', role: signedIn.role }, loading: false };
}

/** After each test: the real fetch back, the mocks (toasts, spies) forgotten, and the administrator signed in again. */
export function resetAfterEachTest(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    signedIn.role = 'admin';
  });
}
