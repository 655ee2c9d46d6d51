import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import type * as EmulatorServer from '@firestore-emulator/server';
import type { FirestoreState } from '@firestore-emulator/server';
import type * as DocumentProto from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import type * as WriteProto from '@firestore-emulator/proto/dist/google/firestore/v1/write';

// The package's ESM build has extension-less imports that Node's ESM loader rejects; its
// CommonJS build works, so load that.
const require = createRequire(import.meta.url);
const { FirestoreServer } = require('@firestore-emulator/server') as typeof EmulatorServer;
const { Document } = require('@firestore-emulator/proto/dist/google/firestore/v1/document') as typeof DocumentProto;
const { Write } = require('@firestore-emulator/proto/dist/google/firestore/v1/write') as typeof WriteProto;

/** What the file holds: every existing document as its Firestore v1 protobuf, base64. */
interface SavedState {
  format: 'rms-firestore-v1';
  savedAt: string;
  documents: { path: string; proto: string }[];
}

interface JsonNode {
  collections?: Record<string, { documents: Record<string, JsonNode & { path: string; fields: Record<string, unknown> }> }>;
}

/** Every existing document path, walking the emulator's state tree (it offers no list call). */
function documentPaths(state: FirestoreState): string[] {
  const paths: string[] = [];
  const json = state.toJSON() as { projects: Record<string, { databases: Record<string, JsonNode> }> };
  const walk = (node: JsonNode) => {
    for (const collection of Object.values(node.collections ?? {})) {
      for (const doc of Object.values(collection.documents)) {
        paths.push(doc.path);
        walk(doc);
      }
    }
  };
  for (const project of Object.values(json.projects)) for (const db of Object.values(project.databases)) walk(db);
  return paths;
}

/**
 * The pure-Node Firestore emulator with its state kept in one file: loaded at start, saved a
 * moment after every change and on stop (a crash loses at most the last second).
 */
export class PersistentFirestore {
  private readonly server: EmulatorServer.FirestoreServer = new FirestoreServer();
  private dirty = false;
  private timer: NodeJS.Timeout | undefined;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string | null,
    private readonly saveDelayMs = 1000,
  ) {}

  get state(): FirestoreState {
    return this.server.state;
  }

  async start(port: number): Promise<void> {
    if (this.file) await this.load(this.file);
    const markDirty = () => this.scheduleSave();
    for (const event of ['create-document', 'update-document', 'delete-document'] as const) {
      this.server.state.emitter.on(event, markDirty);
    }
    await this.server.start(port);
  }

  private scheduleSave() {
    this.dirty = true;
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.save();
    }, this.saveDelayMs);
  }

  /** Writes the state atomically (temp file, then rename). */
  async save(): Promise<void> {
    const file = this.file;
    if (!file) return;
    this.saving = this.saving.then(async () => {
      if (!this.dirty) return;
      this.dirty = false;
      const documents = documentPaths(this.state).flatMap((path) => {
        const doc = this.state.getDocument(path);
        if (!doc.metadata.hasExist) return [];
        return [{ path, proto: Buffer.from(doc.toV1Document().serializeBinary()).toString('base64') }];
      });
      const saved: SavedState = { format: 'rms-firestore-v1', savedAt: new Date().toISOString(), documents };
      await mkdir(dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, JSON.stringify(saved));
      await rename(`${file}.tmp`, file);
    });
    return this.saving;
  }

  private async load(file: string): Promise<void> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    const saved = JSON.parse(text) as SavedState;
    if (saved.format !== 'rms-firestore-v1') throw new Error(`${file} is not a saved Firestore state`);
    const now = new Date();
    for (const { proto } of saved.documents) {
      const stored = Document.deserializeBinary(Buffer.from(proto, 'base64'));
      // A write may not carry timestamps; keep name and fields only.
      const update = new Document({ name: stored.name, fields: stored.fields });
      this.state.writeV1Document(now, new Write({ update }));
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.save();
    this.server.stop();
  }
}
