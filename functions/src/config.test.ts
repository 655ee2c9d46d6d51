import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REGION } from './config';

describe('REGION', () => {
  it('is the region every Hosting rewrite to the api function names', () => {
    const firebase = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../firebase.json'), 'utf8'));
    const regions = (firebase.hosting.rewrites as { function?: { region: string } }[]).flatMap((r) => (r.function ? [r.function.region] : []));
    expect(regions.length).toBeGreaterThan(0);
    expect(new Set(regions)).toEqual(new Set([REGION]));
    expect(REGION).toMatch(/^europe-/);
  });

  it('is deployed on the nodejs22 runtime', () => {
    const firebase = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../firebase.json'), 'utf8'));
    expect(firebase.functions[0].runtime).toBe('nodejs22');
  });
});

describe('loadConfig', () => {
  it('makes admin@example.com the admin of a local stack when ADMIN_EMAILS is unset', () => {
    const config = loadConfig({ GCLOUD_PROJECT: 'demo-rms' });
    expect([...config.adminEmails]).toEqual(['admin@example.com']);
    expect(config.environment).toBe('development');
  });

  it('has no default admin in production and reads the list case-insensitively', () => {
    expect([...loadConfig({ GCLOUD_PROJECT: 'rms-prod' }).adminEmails]).toEqual([]);
    const config = loadConfig({ GCLOUD_PROJECT: 'rms-prod', ADMIN_EMAILS: ' Ola@RMS.no, kari@rms.no ,' });
    expect([...config.adminEmails]).toEqual(['ola@rms.no', 'kari@rms.no']);
    expect(config.environment).toBe('production');
  });

  it('rejects an invalid environment name at boot', () => {
    expect(() => loadConfig({ RMS_ENVIRONMENT: 'staging' })).toThrow();
  });
});
