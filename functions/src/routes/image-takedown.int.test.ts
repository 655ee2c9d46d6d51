import { TakedownResultSchema, VersionListSchema, VersionSchema, type UploadedImage } from '@rms/schema';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiCollections, clearCollections, projectThroughApi, stateSnapshot } from '../../../test/api-helpers';
import { campaignInput } from '../../../test/campaign-fixture';
import { photoJpeg } from '../../../test/image-fixtures';
import { useImageUploadFixture, withoutWarnings } from '../../../test/image-upload-fixture';
import { siteSettingsInput } from '../../../test/site-settings-fixture';
import { LocalBlobStore } from '../adapters/local-blob-store';
import { createApp } from '../app';

/** Takedown (decision 129): 'Slett for godt' takes a picture out of every item, version, the bin, every backup and storage. */

/** A bucket whose next variant write can be held back, as the write of a build on another instance can land late. */
class LateWriteStore extends LocalBlobStore {
  private held: { reached: () => void; released: Promise<void> } | undefined;

  /** Holds the next write under optimized/ until `release`; `reached` settles once it is waiting. */
  holdNextVariantWrite(): { reached: Promise<void>; release: () => void } {
    let reached!: () => void;
    let release!: () => void;
    const reachedPromise = new Promise<void>((r) => (reached = r));
    this.held = { reached, released: new Promise<void>((r) => (release = r)) };
    return { reached: reachedPromise, release };
  }

  override async put(path: string, data: Buffer): Promise<void> {
    const held = path.startsWith('optimized/') ? this.held : undefined;
    if (held) {
      this.held = undefined;
      held.reached();
      await held.released;
    }
    await super.put(path, data);
  }
}

const fx = useImageUploadFixture({ makeStore: (dir) => new LateWriteStore(dir), collections: ['products', 'projects', 'settings', 'versions', 'deleted', 'audit', 'campaigns'] });
const api = () => request(fx.stack.app);
const VARIANT = '?w=512&f=webp';
const keyOf = (image: UploadedImage) => image.image.src;
const variantUrl = (image: UploadedImage) => `${image.url.replace(/^\/raw\//, '/optimize/')}${VARIANT}`;

beforeEach(async () => {
  await fx.blobs.deletePrefix('backups/');
});

async function upload(projectId: string, seed: number): Promise<UploadedImage> {
  return fx.uploadOk(`/api/projects/${projectId}/images`, await photoJpeg(64, 48, seed), `kunde-${seed}.jpg`);
}

async function versionsOf(base: string) {
  return VersionListSchema.parse((await api().get(`${base}/versions`).set(fx.admin.auth).expect(200)).body.data);
}

async function takeDown(image: UploadedImage) {
  return TakedownResultSchema.parse((await api().post(`/api/images/${keyOf(image)}/takedown`).set(fx.admin.auth).expect(200)).body.data);
}

/** Both addresses, asked by a visitor and by staff. */
async function statuses(image: UploadedImage): Promise<number[]> {
  return Promise.all([
    api().get(image.url).then((r) => r.status),
    api().get(variantUrl(image)).then((r) => r.status),
    api().get(image.url).set(fx.admin.auth).then((r) => r.status),
    api().get(variantUrl(image)).set(fx.admin.auth).then((r) => r.status),
  ]);
}

describe('POST /api/images/{key}/takedown', () => {
  it('takes a picture out of its item, every version and every backup, deletes its files, and no restore brings it back', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Hytta til kunden' });
    const base = `/api/projects/${project.id}`;
    const photo = await upload(project.id, 1);
    const other = await upload(project.id, 2);
    await api().get(variantUrl(photo)).expect(200);
    const withBoth = (await versionsOf(base))[0]!;
    const backup = (await api().post('/api/backups/trigger').set(fx.admin.auth).expect(201)).body.data.name as string;

    const result = await takeDown(photo);
    // The project; the two upload versions and the one with both; the backup; the original, its variant and the backup's copy.
    expect(result).toEqual({ items: 1, versions: 2, backups: 1, files: 3 });
    expect(await statuses(photo)).toEqual([404, 404, 404, 404]);
    expect(await fx.storedNames('')).not.toContainEqual(expect.stringContaining(photo.id));

    const live = (await api().get(base).expect(200)).body.data as { images: { id: string; isMain: boolean }[] };
    expect(live.images.map((i) => [i.id, i.isMain])).toEqual([[other.id, true]]);
    for (const summary of await versionsOf(base)) {
      const version = VersionSchema.parse((await api().get(`${base}/versions/${summary.id}`).set(fx.admin.auth).expect(200)).body.data);
      expect(JSON.stringify(version)).not.toContain(photo.id);
    }
    const marked = VersionSchema.parse((await api().get(`${base}/versions/${withBoth.id}`).set(fx.admin.auth).expect(200)).body.data);
    expect(marked.item.images).toEqual([{ takenDown: true, note: 'Bildet er slettet for godt' }, expect.objectContaining({ id: other.id })]);
    const library = await api().get('/api/images').set(fx.admin.auth).expect(200);
    expect(JSON.stringify(library.body)).not.toContain(photo.id);

    const current = (await api().get(base).expect(200)).body.data as { modified_at: string };
    const restored = await api().post(`${base}/versions/${withBoth.id}/restore`).set(fx.admin.auth).send({ modified_at: current.modified_at }).expect(200);
    expect(JSON.stringify(restored.body)).not.toContain(photo.id);
    expect(await statuses(photo)).toEqual([404, 404, 404, 404]);

    await api().post('/api/backups/restore').set(fx.admin.auth).send({ filename: backup, tag: 'etter' }).expect(200);
    const afterBackup = (await api().get(base).expect(200)).body.data as { images: { id: string }[] };
    expect(afterBackup.images.map((i) => i.id)).toEqual([other.id]);
    expect(await statuses(photo)).toEqual([404, 404, 404, 404]);
    expect(await statuses(other)).toEqual([200, 200, 200, 200]);

    const audit = (await fx.stack.db.collection('audit').where('action', '==', 'image.takedown').get()).docs.map((d) => d.data());
    expect(audit).toEqual([expect.objectContaining({ uid: fx.admin.uid, email: fx.admin.email, at: expect.any(String) })]);
    expect(JSON.stringify(audit)).not.toContain(photo.id);
  });

  it("takes the picture's address and texts out of the audit entries about it, in the database and the backups; who did what and when stays", async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Hytte i Nannestad' });
    const photo = await upload(project.id, 3);
    const altText = 'Terrassen til familien Hansen';
    await api().patch(`/api/projects/${project.id}/images/${photo.image.id}`).set(fx.admin.auth).send({ alt_text: altText }).expect(200);
    await api().patch(`/api/images/${keyOf(photo)}`).set(fx.admin.auth).send({ alt_text: `${altText}, sett fra hagen`, focus: { x: 0.3, y: 0.6 } }).expect(200);
    const backup = (await api().post('/api/backups/trigger').set(fx.admin.auth).expect(201)).body.data.name as string;
    const entriesAboutIt = async () =>
      (await fx.stack.db.collection('audit').get()).docs
        .map((d) => d.data() as { action: string; uid: string; at: string; extra?: Record<string, unknown> })
        .filter((e) => e.extra?.imageId === photo.image.id)
        .sort((x, y) => x.at.localeCompare(y.at) || x.action.localeCompare(y.action));
    const before = await entriesAboutIt();
    expect(before.map((e) => e.action)).toEqual(['project.image.upload', 'project.image.update', 'project.image.update']);
    expect(JSON.stringify(before)).toContain('familien Hansen');

    await takeDown(photo);
    expect(await entriesAboutIt()).toEqual(before.map((e) => ({ ...e, extra: { imageId: photo.image.id, takenDown: true } })));

    // The backup's copy of the entries is scrubbed too: a restore adds back the entries the database lacks from it.
    await clearCollections(fx.stack.db, 'audit');
    await api().post('/api/backups/restore').set(fx.admin.auth).send({ filename: backup, tag: 'etter' }).expect(200);
    const restored = await entriesAboutIt();
    expect(restored.map((e) => e.extra)).toEqual(before.map(() => ({ imageId: photo.image.id, takenDown: true })));
    const everything = JSON.stringify((await fx.stack.db.collection('audit').get()).docs.map((d) => d.data()));
    expect(everything).not.toContain('familien Hansen');
    expect(everything).not.toContain(keyOf(photo));
  });

  it('takes a picture out of a campaign that shows it, its versions and the backups: the campaign shows without it; the library names the campaign first', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Referanse med kampanjebilde' });
    const photo = await upload(project.id, 7);
    const campaign = campaignInput(new Date(Date.now() - 86_400_000).toISOString(), new Date(Date.now() + 86_400_000).toISOString(), {
      title: 'Høstkampanje',
      text: '<p>Tilbud</p>',
      imageId: photo.image.src,
    });
    const made = (await api().post('/api/campaigns').set(fx.admin.auth).send(campaign).expect(201)).body.data as { id: string };
    const library = (await api().get('/api/images').query({ q: 'kunde-7' }).set(fx.admin.auth).expect(200)).body.data as { key: string; usedIn: { kind: string; id: string; title: string; path: string; state: string }[] }[];
    expect(library.find((i) => i.key === keyOf(photo))?.usedIn).toContainEqual({ kind: 'campaign', id: made.id, title: 'Høstkampanje', path: '/admin/kampanjer', state: 'live' });
    const backup = (await api().post('/api/backups/trigger').set(fx.admin.auth).expect(201)).body.data.name as string;

    const result = await takeDown(photo);
    // The project and the campaign; the upload's version and the campaign's first.
    expect(result).toMatchObject({ items: 2, versions: 2, backups: 1 });
    const shown = (await api().get('/api/campaigns').expect(200)).body.data as { id: string; imageId: string | null }[];
    expect(shown).toEqual([expect.objectContaining({ id: made.id, imageId: null })]);
    const history = await versionsOf(`/api/campaigns/${made.id}`);
    for (const summary of history) {
      const version = (await api().get(`/api/campaigns/${made.id}/versions/${summary.id}`).set(fx.admin.auth).expect(200)).body.data;
      expect(JSON.stringify(version)).not.toContain(photo.id);
    }
    await api().post('/api/backups/restore').set(fx.admin.auth).send({ filename: backup, tag: 'etter' }).expect(200);
    const afterBackup = (await api().get('/api/campaigns').set(fx.admin.auth).expect(200)).body.data as { id: string; imageId: string | null }[];
    expect(afterBackup.find((c) => c.id === made.id)?.imageId).toBeNull();
    expect(await statuses(photo)).toEqual([404, 404, 404, 404]);
  });

  it('takes a picture out of an item in the bin: it comes back without it', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Slettet referanse' });
    const photo = await upload(project.id, 3);
    await api().delete(`/api/projects/${project.id}`).set(fx.admin.auth).expect(200);

    // The upload's version and the deletion's.
    expect(await takeDown(photo)).toEqual({ items: 0, versions: 2, backups: 0, files: 1 });
    const bin = await api().get('/api/deleted').set(fx.admin.auth).expect(200);
    expect(JSON.stringify(bin.body)).not.toContain(photo.id);
    const back = await api().post(`/api/deleted/project/${project.id}/restore`).set(fx.admin.auth).expect(200);
    expect(back.body.data.missingFiles).toEqual([]);
    expect(((await api().get(`/api/projects/${project.id}`).expect(200)).body.data as { images: unknown[] }).images).toEqual([]);
    expect(await statuses(photo)).toEqual([404, 404, 404, 404]);
  });

  it('deletes a variant that another instance stored after the takedown deleted the picture, and answers 404 for it', async () => {
    // Another instance: the same bucket and database, but its own variant builds (a processor of its own
    // gives it its own variant service), so the takedown here cannot wait for them.
    const elsewhere = createApp({ ...fx.stack.deps, images: { ...fx.stack.deps.images } });
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Hus i Enebakk' });
    const photo = await upload(project.id, 8);
    const late = fx.blobs.holdNextVariantWrite();
    const build = request(elsewhere).get(variantUrl(photo)).then((r) => r.status);
    // That instance has read the original and built the variant; its write lands after the takedown.
    await late.reached;
    await takeDown(photo);
    late.release();

    const status = await build;
    expect(await fx.storedNames('')).not.toContainEqual(expect.stringContaining(photo.id));
    expect(status).toBe(404);
  });

  it('never serves a variant whose original is gone, and deletes it', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Hus i Eidsvoll' });
    const photo = await upload(project.id, 9);
    await api().get(variantUrl(photo)).expect(200);
    const variants = await fx.storedNames(`optimized/projects/${project.id}/${photo.id}/`);
    expect(variants).toHaveLength(1);
    // The moment between a takedown's two deletes (original first, then its variants), or a variant left by one that stopped there.
    await fx.blobs.delete(photo.url.replace(/^\/raw\//, 'raw/'));

    await api().get(variantUrl(photo)).expect(404);
    await api().get(variantUrl(photo)).set(fx.admin.auth).expect(404);
    expect(await fx.storedNames('optimized/')).toEqual([]);
  });

  it('is 404 for a key no picture has and 400 for a key that is too long, with nothing changed', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Uendret' });
    await upload(project.id, 4);
    const before = await stateSnapshot(fx.stack.db, fx.blobs, await apiCollections());
    await withoutWarnings(async () => {
      await api().post(`/api/images/projects,${project.id},finnes-ikke.jpg/takedown`).set(fx.admin.auth).expect(404);
      await api().post('/api/images/site,hero-1.jpg/takedown').set(fx.admin.auth).expect(404);
      const long = await api().post(`/api/images/${'a'.repeat(301)}/takedown`).set(fx.admin.auth).expect(400);
      expect(JSON.stringify(long.body.error)).toContain('key');
    });
    expect(await stateSnapshot(fx.stack.db, fx.blobs, await apiCollections())).toEqual(before);
  });

  it('refuses anonymous callers (401) and non-staff (403), with nothing changed', async () => {
    const project = await projectThroughApi(fx.stack.app, fx.admin, { title: 'Vernet' });
    const photo = await upload(project.id, 5);
    const before = await stateSnapshot(fx.stack.db, fx.blobs, await apiCollections());
    await withoutWarnings(async () => {
      await api().post(`/api/images/${keyOf(photo)}/takedown`).expect(401);
      await api().post(`/api/images/${keyOf(photo)}/takedown`).set(fx.member.auth).expect(403);
    });
    expect(await stateSnapshot(fx.stack.db, fx.blobs, await apiCollections())).toEqual(before);
    expect(await statuses(photo)).toEqual([200, 200, 200, 200]);
  });
});

describe('POST /api/images/{key}/takedown of the site settings\' pictures', () => {
  const SETTINGS_BASE = '/api/settings/site';

  async function uploadSettingsPicture(slot: 'team' | 'share' | 'partners', seed: number): Promise<UploadedImage> {
    const uploaded = await fx.uploadOk(`${SETTINGS_BASE}/images/${slot}`, await photoJpeg(64, 48, seed), `ansatt-${seed}.jpg`);
    return { ...uploaded, image: { ...uploaded.image, alt_text: `Bilde ${seed}` } };
  }

  async function saveSettings(body: object): Promise<{ modified_at: string }> {
    const current = await api().get(SETTINGS_BASE).then((r) => (r.status === 200 ? (r.body.data as { modified_at: string }) : undefined));
    const res = await api().put(SETTINGS_BASE).set(fx.admin.auth).send({ ...body, ...(current ? { modified_at: current.modified_at } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  beforeEach(async () => {
    await fx.stack.db.doc('settings/site').delete();
  });

  it("takes a team portrait and a share image out of the settings, their versions and the backups; no restore brings them back", async () => {
    const portrait = await uploadSettingsPicture('team', 11);
    const share = await uploadSettingsPicture('share', 12);
    const kari = { name: 'Kari', title: 'Montør', email: 'kari@rms-solskjerming.no', phone: '900 00 000' };
    const withPictures = siteSettingsInput({
      team: [{ ...kari, photo: portrait.image }],
      shareImages: [{ ...share.image, id: 'deling-1' }],
      pageSeo: { home: { title: 'Markiser på Romerike', imageId: 'deling-1' } },
    });
    await saveSettings(withPictures);
    await saveSettings({ ...withPictures, privacyText: 'Endret tekst.' });
    const versions = VersionListSchema.parse((await api().get(`${SETTINGS_BASE}/versions`).set(fx.admin.auth).expect(200)).body.data);
    const backup = (await api().post('/api/backups/trigger').set(fx.admin.auth).expect(201)).body.data.name as string;

    // The settings; the two saves' versions; the backup; the original and the backup's copy.
    expect(await takeDown(portrait)).toEqual({ items: 1, versions: 2, backups: 1, files: 2 });
    expect(await takeDown(share)).toEqual({ items: 1, versions: 3, backups: 1, files: 2 });
    for (const picture of [portrait, share]) expect(await statuses(picture)).toEqual([404, 404, 404, 404]);

    const live = (await api().get(SETTINGS_BASE).expect(200)).body.data as { team: { name: string; photo: unknown }[]; shareImages: unknown[]; pageSeo: { home?: object }; modified_at: string };
    expect(live.team).toEqual([expect.objectContaining({ name: 'Kari', photo: null })]);
    expect(live.shareImages).toEqual([]);
    expect(live.pageSeo.home).toEqual({ title: 'Markiser på Romerike' });

    const first = VersionSchema.parse((await api().get(`${SETTINGS_BASE}/versions/${versions.at(-1)!.id}`).set(fx.admin.auth).expect(200)).body.data);
    expect((first.item as { team: { photo: unknown }[] }).team[0]!.photo).toEqual({ takenDown: true, note: 'Bildet er slettet for godt' });
    const restored = await api().post(`${SETTINGS_BASE}/versions/${versions.at(-1)!.id}/restore`).set(fx.admin.auth).send({ modified_at: live.modified_at }).expect(200);
    const afterRestore = (await api().get(SETTINGS_BASE).expect(200)).body.data as { team: { photo: unknown }[]; shareImages: unknown[]; privacyText: string };
    expect(afterRestore).toMatchObject({ team: [{ photo: null }], shareImages: [], privacyText: '' });
    expect(JSON.stringify(restored.body)).not.toContain(portrait.id);

    await api().post('/api/backups/restore').set(fx.admin.auth).send({ filename: backup, tag: 'etter' }).expect(200);
    const afterBackup = JSON.stringify((await api().get(SETTINGS_BASE).expect(200)).body.data);
    for (const picture of [portrait, share]) {
      expect(afterBackup).not.toContain(picture.id);
      expect(await statuses(picture)).toEqual([404, 404, 404, 404]);
    }
  });

  it("refuses a partner's logo in use with 409 and a Norwegian message, with nothing changed", async () => {
    const logo = await uploadSettingsPicture('partners', 13);
    await saveSettings(siteSettingsInput({ partners: [{ name: 'Leverandør', url: '', description: '', logo: logo.image, height: 60 }] }));
    const before = await stateSnapshot(fx.stack.db, fx.blobs, await apiCollections());
    await withoutWarnings(async () => {
      const res = await api().post(`/api/images/${keyOf(logo)}/takedown`).set(fx.admin.auth).expect(409);
      expect(JSON.stringify(res.body.error)).toContain('Bytt logoen i Innstillinger først');
    });
    expect(await stateSnapshot(fx.stack.db, fx.blobs, await apiCollections())).toEqual(before);
    expect(await statuses(logo)).toEqual([200, 200, 200, 200]);
  });
});
