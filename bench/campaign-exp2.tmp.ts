import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { startStack } from './stack';
const stack = await startStack(console.log);
try {
  const t = await (await fetch(stack.baseURL + '/produkter/markiser/terrassemarkiser')).text();
  writeFileSync('/tmp/product.html', t);
  const gz = (s: string) => (gzipSync(s).length / 1024).toFixed(2);
  const parts: [string, RegExp][] = [['style', /<style[^>]*>[\s\S]*?<\/style>/g], ['rms-data', /<script[^>]*id="rms-data"[^>]*>[\s\S]*?<\/script>/g], ['ld+json', /<script type="application\/ld\+json">[\s\S]*?<\/script>/g], ['svg', /<svg[\s\S]*?<\/svg>/g], ['head', /<head>[\s\S]*?<\/head>/g], ['img', /<img[^>]*>/g], ['link', /<link[^>]*>/g]];
  console.log('total', t.length, gz(t));
  for (const [name, re] of parts) { const m = t.match(re) ?? []; const s = m.join(''); console.log(name, m.length, s.length, gz(s)); }
} finally { await stack.stop(); }
