// Part of `npm run build`: writes the security headers (schema/src/security-headers.ts, decision 147)
// into firebase.json's rule for every path, so Hosting sends what the functions send. Only that rule's
// lines change; the rest of the file keeps its hand-made layout. test/security-headers.test.ts fails
// when the committed firebase.json differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { hostingSecurityHeaderRule } from '@rms/schema/security-headers';

const file = new URL('../../firebase.json', import.meta.url);
const before = readFileSync(file, 'utf8');
const rule = hostingSecurityHeaderRule();
const block = /("source": "\*\*",\n(\s*)"headers": \[\n)[\s\S]*?(\n\2\])/;
if (!block.test(before)) throw new Error('firebase.json has no headers rule for "**" to write into');
const after = before.replace(block, (_all, open: string, indent: string, close: string) => {
  const lines = rule.headers.map((h) => `${indent}  { "key": ${JSON.stringify(h.key)}, "value": ${JSON.stringify(h.value)} }`);
  return `${open}${lines.join(',\n')}${close}`;
});
const written = (JSON.parse(after) as { hosting: { headers: { source: string }[] } }).hosting.headers.find((r) => r.source === '**');
if (!isDeepStrictEqual(written, rule)) throw new Error('firebase.json: the "**" headers rule did not come out as defined');
if (after !== before) writeFileSync(file, after);
process.stdout.write(`firebase.json: security headers ${after === before ? 'already current' : 'written'}\n`);
