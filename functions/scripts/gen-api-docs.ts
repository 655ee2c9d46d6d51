// `npm run docs:api`: renders docs/api.md from the route registry (functions/src/api-spec).
import { writeFileSync } from 'node:fs';
import { allRoutes } from '../src/api-spec/index';
import { renderApiDocs } from '../src/api-spec/api-docs-markdown';

const target = new URL('../../docs/api.md', import.meta.url);
writeFileSync(target, renderApiDocs(allRoutes));
process.stdout.write(`Wrote ${target.pathname} (${allRoutes.length} routes)\n`);
