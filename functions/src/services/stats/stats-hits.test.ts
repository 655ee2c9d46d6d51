import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../content/content-cache';
import { buildProductTree } from '../shared/product-tree';
import { fieldKey, keyOfField, shardOf, VISITOR_SHARDS } from '../../repositories/stats';
import { countryOf, deviceClass, notCounted, referrerHost, visitorHash } from './stats-hits';
import { publicPage } from './stats-pages';
import { retentionStart } from './stats-retention';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

describe('which requests count', () => {
  it('counts a browser, and nothing with GPC, DNT, an Authorization header, a bot or no User-Agent', () => {
    expect(notCounted({ 'user-agent': CHROME })).toBeNull();
    expect(notCounted({ 'user-agent': CHROME, dnt: '0' })).toBeNull();
    expect(notCounted({ 'user-agent': CHROME, 'sec-gpc': '1' })).toBe('gpc');
    expect(notCounted({ 'user-agent': CHROME, dnt: '1' })).toBe('dnt');
    expect(notCounted({ 'user-agent': CHROME, authorization: 'Bearer x' })).toBe('staff');
    expect(notCounted({ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' })).toBe('bot');
    expect(notCounted({})).toBe('bot');
  });
});

describe('what a hit says', () => {
  it('reads the device class from the User-Agent; an iPad posing as a Mac by its screen', () => {
    expect(deviceClass(CHROME, 'large')).toBe('desktop');
    expect(deviceClass(IPHONE, 'small')).toBe('mobile');
    expect(deviceClass(ANDROID_PHONE, 'small')).toBe('mobile');
    expect(deviceClass(ANDROID_TABLET, 'medium')).toBe('tablet');
    expect(deviceClass(MAC, 'large')).toBe('desktop');
    expect(deviceClass(MAC, 'medium')).toBe('tablet');
  });

  it("takes the country from Google's front end, and says ZZ when it did not say", () => {
    expect(countryOf({ 'x-appengine-country': 'NO' })).toBe('NO');
    expect(countryOf({ 'x-country-code': 'se' })).toBe('SE');
    expect(countryOf({ 'x-appengine-country': 'not a country' })).toBe('ZZ');
    expect(countryOf({})).toBe('ZZ');
  });

  it('counts the other site, none as direct, and the own site as inside', () => {
    expect(referrerHost('www.google.no', 'rms.example')).toBe('google.no');
    expect(referrerHost('', 'rms.example')).toBe('');
    expect(referrerHost(null, 'rms.example')).toBeNull();
    expect(referrerHost('www.rms.example', 'rms.example')).toBeNull();
  });

  it('hashes a visitor differently each day, and the same within a day', () => {
    const today = visitorHash('salt-1', '203.0.113.9', CHROME, 'demo-rms');
    expect(today).toMatch(/^[0-9a-f]{16}$/);
    expect(visitorHash('salt-1', '203.0.113.9', CHROME, 'demo-rms')).toBe(today);
    expect(visitorHash('salt-2', '203.0.113.9', CHROME, 'demo-rms')).not.toBe(today);
    expect(visitorHash('salt-1', '203.0.113.10', CHROME, 'demo-rms')).not.toBe(today);
  });
});

describe('public pages', () => {
  const at = '2025-01-01T00:00:00.000Z';
  const doc = (id: string, title: string, category: string | null, draft = false) => ({ id, title, description: '', images: [], category, index: 0, draft, created_at: at, modified_at: at });
  const tree = buildProductTree([doc('markiser', 'Markiser', null), doc('terrasse', 'Terrassemarkise', 'markiser'), doc('hemmelig', 'Hemmelig', 'markiser', true)]);
  const snapshot = buildSnapshot('v', { ...tree, sub: tree.sub.map((c) => ({ ...c, sub: c.sub.filter((s) => s.id !== 'hemmelig') })) }, [
    { id: 'hytte', title: 'Hytte', description: '', images: [], draft: false, created_at: at, modified_at: at },
  ]);

  it('knows the static pages, products by address or id, and published references', () => {
    expect(publicPage(snapshot, '/')).toEqual({ path: '/', title: 'Forside', productId: null });
    expect(publicPage(snapshot, '/kontakt/')).toEqual({ path: '/kontakt', title: 'Kontakt oss', productId: null });
    expect(publicPage(snapshot, '/produkter/markiser/terrasse')).toEqual({ path: '/produkter/markiser/terrasse', title: 'Terrassemarkise', productId: 'terrasse' });
    expect(publicPage(snapshot, '/produkter/terrasse')).toMatchObject({ path: '/produkter/markiser/terrasse' });
    expect(publicPage(snapshot, '/referanser/hytte')).toMatchObject({ title: 'Hytte' });
  });

  it('knows no other address', () => {
    for (const path of ['/produkter/markiser/hemmelig', '/produkter/annet/terrasse', '/referanser/ukjent', '/admin', '/login', '/prosjekter', '/om/x']) expect(publicPage(snapshot, path)).toBeNull();
  });
});

describe('storage names and retention', () => {
  it('writes any text as a field name of letters, digits and _ and reads it back', () => {
    for (const s of ['/produkter/markiser/terrasse-2', 'www.google.com', 'æøå_%`.', '/']) {
      expect(fieldKey(s)).toMatch(/^[A-Za-z0-9_]+$/);
      expect(keyOfField(fieldKey(s))).toBe(s);
    }
  });

  it('spreads visitors over every shard', () => {
    const shards = new Set(Array.from({ length: 256 }, (_, i) => shardOf(i.toString(16).padStart(2, '0') + 'abcdef')));
    expect(shards.size).toBe(VISITOR_SHARDS);
  });

  it('keeps 25 months of totals, counting back to the same day or the month\'s last', () => {
    expect(retentionStart('2025-03-11')).toBe('2023-02-11');
    expect(retentionStart('2025-05-31')).toBe('2023-04-30');
    expect(retentionStart('2026-01-15')).toBe('2023-12-15');
  });
});
