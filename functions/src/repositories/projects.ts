import { ImageSchema, SeoSchema, compactSeo, type Image, type Project } from '@rms/schema';
import { storedWindow } from './products';
import type { DocumentData, Firestore, Transaction, Writer } from './writer';

export const PROJECTS = 'projects';

/** Reads a stored document defensively: a malformed image entry is dropped, a missing draft flag means draft. */
export function toProject(id: string, data: Record<string, unknown>): Project {
  const images: Image[] = Array.isArray(data.images)
    ? data.images.flatMap((i) => {
        const parsed = ImageSchema.safeParse(i);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const seo = SeoSchema.safeParse(data.seo);
  const created = typeof data.created_at === 'string' ? data.created_at : new Date(0).toISOString();
  return {
    id,
    title: typeof data.title === 'string' ? data.title : id,
    description: typeof data.description === 'string' ? data.description : '',
    images,
    draft: data.draft !== false,
    ...(seo.success && Object.keys(compactSeo(seo.data)).length ? { seo: compactSeo(seo.data) } : {}),
    ...storedWindow(data),
    created_at: created,
    modified_at: typeof data.modified_at === 'string' ? data.modified_at : created,
  };
}

/** `projects/{id}`: the reference projects, drafts included. */
export class ProjectRepository {
  constructor(private readonly db: Firestore) {}

  private ref(id: string) {
    return this.db.collection(PROJECTS).doc(id);
  }

  /** Every project, drafts too, in the store's order; read in `tx` when given. */
  async all(tx?: Transaction): Promise<Project[]> {
    const col = this.db.collection(PROJECTS);
    const snap = tx ? await tx.get(col) : await col.get();
    return snap.docs.map((d) => toProject(d.id, d.data()));
  }

  /** Published projects only (an equality filter: needs no composite index). */
  async published(): Promise<Project[]> {
    const snap = await this.db.collection(PROJECTS).where('draft', '==', false).get();
    return snap.docs.map((d) => toProject(d.id, d.data()));
  }

  /** One project, or null when there is none; read in `tx` when given. */
  async find(id: string, tx?: Transaction): Promise<Project | null> {
    const data = await this.stored(id, tx);
    return data ? toProject(id, data) : null;
  }

  /** The document exactly as stored (undefined when there is none): image-list edits keep entries they cannot parse. */
  async stored(id: string, tx?: Transaction): Promise<DocumentData | undefined> {
    const snap = tx ? await tx.get(this.ref(id)) : await this.ref(id).get();
    return snap.exists ? snap.data() : undefined;
  }

  async exists(id: string, tx: Transaction): Promise<boolean> {
    return (await tx.get(this.ref(id))).exists;
  }

  async count(): Promise<number> {
    return (await this.db.collection(PROJECTS).count().get()).data().count;
  }

  /** Creates the project's document (its id is the document id, not a field); fails when it exists. */
  create(tx: Transaction, project: Project): void {
    const { id, ...data } = project;
    tx.create(this.ref(id), data);
  }

  update(writer: Writer, id: string, changes: Partial<Omit<Project, 'id'>>): void {
    writer.update(this.ref(id), changes);
  }

  /** Replaces the stored image list (entries kept as stored) and `modified_at`. */
  updateImages(tx: Transaction, id: string, images: DocumentData[], modifiedAt: string): void {
    tx.update(this.ref(id), { images, modified_at: modifiedAt });
  }

  delete(writer: Writer, id: string): void {
    writer.delete(this.ref(id));
  }
}
