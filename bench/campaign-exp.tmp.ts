import { gzipSync } from 'node:zlib';
import { startStack } from './stack';
import { BENCH_PROJECT_ID } from './stack';

const stack = await startStack(console.log);
try {
  const claims = { sub: 'google-admin@example.com', email: 'admin@example.com', email_verified: true, name: 'Admin' };
  const idp = await fetch(`http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ targetProjectId: BENCH_PROJECT_ID, postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`, requestUri: 'http://localhost', returnSecureToken: true }),
  });
  const { idToken } = (await idp.json()) as { idToken: string };
  const signIn = await fetch(`${stack.baseURL}/api/auth/google`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id_token: idToken }) });
  console.log('sign-in', signIn.status, (await signIn.text()).slice(0, 200));
  const size = async (p: string) => { const t = await (await fetch(stack.baseURL + p)).text(); return (gzipSync(t).length / 1024).toFixed(2) + ' kB gz ' + t.length; };
  const path = '/produkter/markiser/terrassemarkiser';
  console.log('before', await size(path), await size('/'));
  const images = (await (await fetch(`${stack.baseURL}/api/products/terrassemarkiser`)).json()) as { data: { images: { src: string }[] } };
  const body = { title: 'Vårkampanje: 15 % på terrassemarkiser', text: '<p>Bestill før 1. mai og få <strong>15 % rabatt</strong> på alle terrassemarkiser med motor, inkludert montering i hele Øvre Romerike.</p>', imageId: images.data.images[0]?.src ?? null, link: { kind: 'product', id: 'terrassemarkiser' }, startsAt: '2020-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z', placements: [{ kind: 'home' }, { kind: 'product', id: 'markiser' }] };
  const made = await fetch(`${stack.baseURL}/api/campaigns`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` }, body: JSON.stringify(body) });
  console.log('campaign', made.status);
  await new Promise((r) => setTimeout(r, 3000));
  console.log('after', await size(path), await size('/'));
} finally {
  await stack.stop();
}
