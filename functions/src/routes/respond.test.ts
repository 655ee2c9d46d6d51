import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendData } from './respond';

describe('sendData', () => {
  it('serialises a public answer once per object (snapshot objects never change) and revalidates by its ETag', async () => {
    const tree = { sub: [{ id: 'markiser' }] };
    const app = express().get('/tree', (req, res) => sendData(req, res, tree));
    const first = await request(app).get('/tree').expect(200);
    // Changed in place: a second serialisation would show it; the snapshot's answer is kept.
    tree.sub.push({ id: 'pergola' });
    const second = await request(app).get('/tree').expect(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
    await request(app).get('/tree').set('If-None-Match', String(first.headers.etag)).expect(304);
  });

  it('never caches or reuses an answer asked with a token', async () => {
    const tree = { sub: [{ id: 'markiser' }] };
    const app = express().get('/tree', (req, res) => sendData(req, res, tree));
    await request(app).get('/tree').set('Authorization', 'Bearer x').expect(200);
    tree.sub.push({ id: 'pergola' });
    const res = await request(app).get('/tree').set('Authorization', 'Bearer x').expect(200);
    expect(res.body).toEqual({ data: { sub: [{ id: 'markiser' }, { id: 'pergola' }] } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
