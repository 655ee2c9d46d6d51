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
  it('makes admin@example.com the admin when the Auth emulator is in use and ADMIN_EMAILS is unset', () => {
    const config = loadConfig({ GCLOUD_PROJECT: 'demo-rms', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect([...config.adminEmails]).toEqual(['admin@example.com']);
    expect(config.environment).toBe('development');
  });

  it('fails closed: no made-up admin for a missing or demo- project id without the Auth emulator', () => {
    expect([...loadConfig({}).adminEmails]).toEqual([]);
    expect([...loadConfig({ GCLOUD_PROJECT: 'demo-rms' }).adminEmails]).toEqual([]);
    expect([...loadConfig({ GCLOUD_PROJECT: 'demo-rms', RMS_BLOB_DIR: '/tmp/x' }).adminEmails]).toEqual([]);
  });

  it('trusts one proxy hop (Google\'s front end) on Google Cloud and none elsewhere, the emulator included', () => {
    expect(loadConfig({ GCLOUD_PROJECT: 'rms-prod', K_SERVICE: 'api' }).trustProxyHops).toBe(1);
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-rms', K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' }).trustProxyHops).toBe(0);
    expect(loadConfig({ GCLOUD_PROJECT: 'rms-prod' }).trustProxyHops).toBe(0);
    expect(loadConfig({ GCLOUD_PROJECT: 'rms-prod', K_SERVICE: 'api', RMS_TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
  });

  it('scales the per-client limits only on a local stack, never in production', () => {
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-rms' }).rateLimitScale).toBe(1);
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-rms', FUNCTIONS_EMULATOR: 'true', RMS_RATE_LIMIT_SCALE: '20' }).rateLimitScale).toBe(20);
    expect(loadConfig({ GCLOUD_PROJECT: 'rms-prod', K_SERVICE: 'api', RMS_RATE_LIMIT_SCALE: '20' }).rateLimitScale).toBe(1);
    expect(() => loadConfig({ GCLOUD_PROJECT: 'demo-rms', RMS_RATE_LIMIT_SCALE: '0' })).toThrow();
  });

  it("heeds the browser tests' clock file only in the Functions emulator, never in production or elsewhere", () => {
    const file = '/tmp/rms-demo-rms-e2e-x/test-clock-offset-ms';
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-rms-e2e', FUNCTIONS_EMULATOR: 'true', RMS_TEST_CLOCK_FILE: file }).testClockFile).toBe(file);
    expect(loadConfig({ GCLOUD_PROJECT: 'rms-prod', K_SERVICE: 'api', RMS_TEST_CLOCK_FILE: file }).testClockFile).toBeUndefined();
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-rms', RMS_TEST_CLOCK_FILE: file }).testClockFile).toBeUndefined();
    expect(loadConfig({ GCLOUD_PROJECT: 'demo-rms', FUNCTIONS_EMULATOR: 'false', RMS_TEST_CLOCK_FILE: file }).testClockFile).toBeUndefined();
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
