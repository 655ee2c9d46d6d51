import { emulatorGoogleSignIn } from '../emulators/auth-emulator';
import type { RunningStack } from './stack';
import { BENCH_PROJECT_ID } from './stack';

/**
 * The campaign budget: a page with a campaign still fits the HTML budget and scores as before. The
 * bench puts one on the product page it measures, as staff would make it (a title, two sentences,
 * a picture and a link, placed on the product's category and so on every page under it), measures
 * that page again as the row 'campaign', and takes it away before the load sections.
 */
export const BENCH_CAMPAIGN_TITLE = 'Vårkampanje: 15 % på terrassemarkiser';

export interface BenchCampaign {
  /** Deletes the campaign again (the page is as before once the content snapshot follows). */
  remove: () => Promise<void>;
}

/** The local administrator's ID token: the Auth emulator signs in the address the fake Google token names, and the app makes it an admin (ADMIN_EMAILS). */
async function adminToken(stack: RunningStack): Promise<string> {
  const { idToken } = await emulatorGoogleSignIn(stack.authHost, { email: 'admin@example.com', name: 'Admin' }, BENCH_PROJECT_ID);
  const signIn = await fetch(`${stack.baseURL}/api/auth/google`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id_token: idToken }) });
  if (!signIn.ok) throw new Error(`POST /api/auth/google answered ${signIn.status}`);
  return idToken;
}

/** Runs a campaign on `productPath` (/produkter/<category>/<product>…) from now on, and waits until the page's HTML has it. */
export async function addBenchCampaign(stack: RunningStack, productPath: string): Promise<BenchCampaign> {
  const token = await adminToken(stack);
  const [, , category, ...rest] = productPath.split('/');
  const productId = rest.at(-1) ?? category;
  if (!category || !productId) throw new Error(`not a product page: ${productPath}`);
  const node = (await (await fetch(`${stack.baseURL}/api/products/${productId}`)).json()) as { data?: { images?: { src: string }[] } };
  const body = {
    title: BENCH_CAMPAIGN_TITLE,
    text: '<p>Bestill før 1. mai og få <strong>15 % rabatt</strong> på terrassemarkiser med motor. Montering over hele Øvre Romerike er inkludert.</p>',
    imageId: node.data?.images?.[0]?.src ?? null,
    link: { kind: 'product', id: productId },
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    placements: [{ kind: 'product', id: category }],
  };
  const auth = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const made = await fetch(`${stack.baseURL}/api/campaigns`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  if (made.status !== 201) throw new Error(`POST /api/campaigns answered ${made.status}: ${(await made.text()).slice(0, 300)}`);
  const { id } = ((await made.json()) as { data: { id: string } }).data;
  const shows = async (wanted: boolean) => {
    for (let i = 0; i < 60; i++) {
      if ((await (await fetch(`${stack.baseURL}${productPath}`)).text()).includes(BENCH_CAMPAIGN_TITLE) === wanted) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the page ${wanted ? 'never showed' : 'kept showing'} the campaign within 30 s`);
  };
  await shows(true);
  return {
    remove: async () => {
      const gone = await fetch(`${stack.baseURL}/api/campaigns/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
      if (!gone.ok) throw new Error(`DELETE /api/campaigns/${id} answered ${gone.status}`);
      await shows(false);
    },
  };
}
