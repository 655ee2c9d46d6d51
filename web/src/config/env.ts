import { z } from 'zod';

/**
 * Build-time settings (Vite `VITE_*` variables), validated once at start-up so a typo fails loudly.
 * Both have safe defaults: the API is on the same origin (Hosting rewrites), and canonical links
 * point at the production site.
 */
const EnvSchema = z.object({
  VITE_API_BASE_URL: z
    .string()
    .default('')
    .transform((v) => v.replace(/\/+$/, '')),
  VITE_SITE_URL: z
    .url()
    .default('https://www.rms-solskjerming.no')
    .transform((v) => v.replace(/\/+$/, '')),
});

const parsed = EnvSchema.parse({
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL || undefined,
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL || undefined,
});

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL,
  siteUrl: parsed.VITE_SITE_URL,
} as const;
