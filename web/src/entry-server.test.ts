import { describe, expect, it } from 'vitest';
import type { SiteSettingsDoc } from '@rms/schema';
import { fillTemplate, renderPage, splitHead, type ContentApi } from './entry-server';
import { SAMPLE_COMPANY_FACTS } from '../../test/site-settings-fixture';

describe('the server renderer’s HTML assembly', () => {
  it('moves the leading title, meta and link tags React emits into the head', () => {
    const { head, body } = splitHead('<title>T</title><meta name="description" content="D"/><link rel="canonical" href="/x"/><div id="app">x</div>');
    expect(head).toBe('<title>T</title><meta name="description" content="D"/><link rel="canonical" href="/x"/>');
    expect(body).toBe('<div id="app">x</div>');
  });

  it('drops the template’s default title and description and embeds the data as inert JSON', () => {
    const template = '<html><head><title data-default-head>Default</title>\n<meta data-default-head name="description" content="d" /></head><body><div id="root"></div></body></html>';
    const html = fillTemplate(template, { head: '<title>Own</title>', body: '<main>m</main>', data: { text: '</script><script>alert(1)</script>' } });
    expect(html).not.toContain('Default');
    expect(html).not.toContain('data-default-head');
    expect(html).toContain('<title>Own</title></head>');
    expect(html).toContain('<div id="root"><main>m</main></div><script type="application/json" id="rms-data">');
    expect(html).not.toContain('</script><script>alert(1)');
  });
});

describe('a rendered page', () => {
  it('arrives whole: no Suspense boundary left to a script the CSP would block', async () => {
    const template = '<html><head></head><body><div id="root"></div></body></html>';
    const api: ContentApi = (path) => ({ status: 200, body: { data: path === '/api/maps/key' ? { key: '' } : null } });
    const result = await renderPage('/om', template, api);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('<h1');
    // React outlines a large boundary (the page under the layout's Suspense) unless told not to.
    expect(result.html.length).toBeGreaterThan(12_800);
    expect(result.html).not.toMatch(/<!--\$\?-->|<template id="B:|\$RC/);
  });
});

describe('the privacy statement', () => {
  const settings: SiteSettingsDoc = {
    ...SAMPLE_COMPANY_FACTS,
    officeHours: [{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '09:00', closes: '16:00' }],
    phoneHours: [],
    team: [],
    partners: [],
    membership: { name: 'Forening', url: '', logo: { src: '/logos/x.svg', alt_text: 'Forening' }, height: 80, text: 'Medlem.' },
    profiles: [],
    map: { lat: 60.1419, lng: 11.1747 },
    messageRetentionMonths: 18,
    privacyText: '',
    modified_at: '2026-01-10T10:00:00.000Z',
  };

  it('is rendered on the server with its own head, the retention and the contact facts from the settings', async () => {
    const template = '<html><head></head><body><div id="root"></div></body></html>';
    const api: ContentApi = (path) => ({ status: 200, body: { data: path === '/api/settings/site' ? settings : path === '/api/maps/key' ? { key: '' } : null } });
    const result = await renderPage('/personvern', template, api);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(200);
    expect(result.html).toContain('<title>Personvernerklæring | RMS Solskjerming</title>');
    expect(result.html).toContain('<link rel="canonical" href="https://www.rms-solskjerming.no/personvern"/>');
    expect(result.html).toContain('<h1 class="mt-2 text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl">Personvernerklæring</h1>');
    expect(result.html).toContain('<strong>18 måneder</strong>');
    expect(result.html).toContain('Industrivegen 14');
    expect(result.html).toContain('href="/personvern"');
  });
});
