import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../../../test/api-helpers';

let withoutKey: TestStack;
let withConfigKey: TestStack;

beforeAll(async () => {
  withoutKey = await createTestStack({ env: { MAPS_API_KEY: '' } });
  withConfigKey = await createTestStack({ env: { MAPS_API_KEY: 'config-key' } });
  await withoutKey.db.collection('settings').doc('maps').delete();
});

afterEach(async () => {
  await withoutKey.db.collection('settings').doc('maps').delete();
});

afterAll(async () => {
  await withoutKey.cleanup();
  await withConfigKey.cleanup();
});

describe('GET /api/maps/key', () => {
  it("answers an empty key when none is set, so the web shows no map and no error", async () => {
    const res = await request(withoutKey.app).get('/api/maps/key').expect(200);
    expect(res.body).toEqual({ data: { key: '' } });
  });

  it('falls back to the MAPS_API_KEY setting', async () => {
    const res = await request(withConfigKey.app).get('/api/maps/key').expect(200);
    expect(res.body).toEqual({ data: { key: 'config-key' } });
  });

  it('prefers the key stored in settings/maps', async () => {
    await withoutKey.db.collection('settings').doc('maps').set({ key: ' stored-key ' });
    expect((await request(withoutKey.app).get('/api/maps/key').expect(200)).body.data.key).toBe('stored-key');
    expect((await request(withConfigKey.app).get('/api/maps/key').expect(200)).body.data.key).toBe('stored-key');
  });

  it('ignores a blank stored key', async () => {
    await withoutKey.db.collection('settings').doc('maps').set({ key: '   ' });
    expect((await request(withConfigKey.app).get('/api/maps/key').expect(200)).body.data.key).toBe('config-key');
  });
});
