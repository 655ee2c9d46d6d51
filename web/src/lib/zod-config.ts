import { z } from 'zod';

// Zod probes for `new Function` when it builds an object schema, to speed up parsing; the site's
// CSP forbids eval, so the probe shows up as a CSP violation in every visitor's console. Turn it off
// before any schema is built: vite.config.ts puts this module into zod's own chunk, so it runs as
// soon as zod has loaded and before any module that defines a schema.
z.config({ jitless: true });
